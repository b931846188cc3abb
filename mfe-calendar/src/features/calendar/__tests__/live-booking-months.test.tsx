import { act, screen, waitFor } from '@testing-library/react';
import { API_PATHS, type DateRange } from '@booking-portal/api/contract';
import { useLiveChanges } from '@booking-portal/shell/runtime';
import {
  FakeEventSource,
  fakeNetwork,
  renderWithShell,
  sessionFor,
} from '@booking-portal/shell/test-support';
import { useVisibleBookings } from '../hooks/use-visible-bookings';
import { useCheckAvailabilityQuery } from '../../bookings';

const PALM_COVE = 1;
const DECEMBER_VIEW: DateRange = { from: '2026-11-30', to: '2027-01-10' };
const FEBRUARY_VIEW: DateRange = { from: '2027-01-25', to: '2027-03-07' };

/** A booking dialog's check of who is free on two December dates. */
const DECEMBER_CHECK = {
  organizationId: PALM_COVE,
  dates: '2026-12-24,2026-12-05',
  time: '19:00',
  duration: 120,
  shape: 'compact',
} as const;

function checksMade(): number {
  return fakeNetwork.requestsTo('GET', API_PATHS.availability).length;
}

function readsOf(range: DateRange, path: string = API_PATHS.bookings): number {
  return fakeNetwork
    .requestsTo('GET', path)
    .filter(({ url }) => url.includes(`from=${range.from}&to=${range.to}`)).length;
}

/** Two open screens' worth of the calendar's reads on one page, with the page's change stream. */
function LiveCalendarProbe() {
  useLiveChanges(true);
  const december = useVisibleBookings(PALM_COVE, DECEMBER_VIEW);
  const february = useVisibleBookings(PALM_COVE, FEBRUARY_VIEW);
  useCheckAvailabilityQuery(DECEMBER_CHECK);
  return <p>{december.isLoading || february.isLoading ? 'Loading' : 'Shown'}</p>;
}

beforeEach(() => {
  FakeEventSource.reset();
  Object.defineProperty(window, 'EventSource', {
    configurable: true,
    writable: true,
    value: FakeEventSource,
  });
  fakeNetwork.on('GET', API_PATHS.bookings, { status: 200, body: [] });
  fakeNetwork.on('GET', API_PATHS.availability, { status: 200, body: {} });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'EventSource');
});

describe("the calendar follows a colleague's booking changes month by month", () => {
  it('when a booking of December changes, then the December view refetches and the February one does not', async () => {
    renderWithShell(<LiveCalendarProbe />, { session: sessionFor('org_admin') });
    await screen.findByText('Shown');
    expect([readsOf(DECEMBER_VIEW), readsOf(FEBRUARY_VIEW)]).toEqual([1, 1]);
    await waitFor(() => expect(checksMade()).toBe(1));
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    act(() =>
      stream.emit(
        'change',
        { scopes: [{ kind: 'bookings', organizationId: PALM_COVE, month: '2026-12' }] },
        '1',
      ),
    );
    await waitFor(() => expect(readsOf(DECEMBER_VIEW)).toBe(2));
    await waitFor(() => expect(checksMade()).toBe(2));

    // A change of March, which only the February view shows: by the time it refetches, a refetch
    // of February for December's change would have gone out.
    act(() =>
      stream.emit(
        'change',
        { scopes: [{ kind: 'bookings', organizationId: PALM_COVE, month: '2027-03' }] },
        '2',
      ),
    );
    await waitFor(() => expect(readsOf(FEBRUARY_VIEW)).toBe(2));
    expect(readsOf(DECEMBER_VIEW)).toBe(2);
    expect(checksMade()).toBe(2);
  });

  it("when another organization's booking changes, then neither view refetches, but the check of who is free does", async () => {
    renderWithShell(<LiveCalendarProbe />, { session: sessionFor('org_admin') });
    await screen.findByText('Shown');
    await waitFor(() => expect(checksMade()).toBe(1));
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    // A performer is busy with a booking of any organization.
    act(() =>
      stream.emit('change', { scopes: [{ kind: 'bookings', organizationId: 3, month: '2026-12' }] }, '1'),
    );
    await waitFor(() => expect(checksMade()).toBe(2));
    act(() =>
      stream.emit(
        'change',
        { scopes: [{ kind: 'bookings', organizationId: PALM_COVE, month: '2027-02' }] },
        '2',
      ),
    );
    await waitFor(() => expect(readsOf(FEBRUARY_VIEW)).toBe(2));
    expect(readsOf(DECEMBER_VIEW)).toBe(1);
  });
});

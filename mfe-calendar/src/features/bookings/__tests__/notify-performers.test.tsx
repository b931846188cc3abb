import { screen, waitFor, within } from '@testing-library/react';
import type { PerformerNoticeDto } from '@booking-portal/api/contract';
import { fakeNetwork, renderWithShell } from '@booking-portal/shell/test-support';
import { BookingFormDialog } from '../../booking-form';
import { DayView } from '../../day-view';
import { QuickDuplicateDialog } from '../../duplicate';
import {
  answerPerformers,
  bookingDto,
  DEPARTMENTS,
  PALM_COVE_ID,
  renderDialog,
  requestBodies,
} from '../../../test-support/booking-form-fixtures';
import {
  answerCalendarReads,
  bodiesOf,
  booking,
  freezeToday,
  openCalendar,
} from '../../../test-support/calendar-fixtures';
import { bookingFixture, performerFixture, viewPropsFixture } from '../../../test-support/view-fixtures';

const JAZZ = booking({ title: 'Jazz night', date: '2026-11-12', time: '19:00', status: 'pending' });
const HARP = booking({ title: 'Harp brunch', date: '2026-11-14', time: '11:00', status: 'pending' });

function notifyChoices(container: HTMLElement) {
  const group = within(container).getByRole('group', { name: 'Notify performers:' });
  return {
    affected: within(group).getByRole('radio', { name: 'Affected' }),
    none: within(group).getByRole('radio', { name: 'None' }),
  };
}

async function openInEditMode() {
  const opened = await openCalendar('owner');
  await screen.findByText('Jazz night');
  await opened.user.click(screen.getByRole('button', { name: 'Edit' }));
  return opened;
}

describe("'Notify performers' in edit mode's bar", () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: [JAZZ, HARP] });
    for (const existing of [JAZZ, HARP]) {
      fakeNetwork.on('PATCH', `/api/bookings/${existing.id}`, (request) => ({
        status: 200,
        body: { ...existing, ...(JSON.parse(request.body ?? '{}') as object), conflicts: [] },
      }));
      fakeNetwork.on('DELETE', `/api/bookings/${existing.id}`, { status: 204 });
    }
  });
  afterEach(() => jest.useRealTimers());

  it('when edit mode opens, then Affected is chosen and a Finalize lets the server notify (no notifyPerformers sent)', async () => {
    const { user } = await openInEditMode();
    const toolbar = screen.getByRole('group', { name: 'Edit mode' });
    expect(notifyChoices(toolbar).affected).toBeChecked();

    await user.click(within(toolbar).getByRole('button', { name: 'Select All' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Finalize (2)' }));

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(bodiesOf('PATCH', `/api/bookings/${JAZZ.id}`)).toEqual([{ status: 'confirmed' }]);
  });

  it("when None is chosen, then the Finalize PATCHes and the bulk DELETEs say notifyPerformers 'none'", async () => {
    const { user } = await openInEditMode();
    const toolbar = screen.getByRole('group', { name: 'Edit mode' });
    await user.click(notifyChoices(toolbar).none);

    await user.click(within(toolbar).getByRole('button', { name: 'Select All' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Finalize (2)' }));
    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(bodiesOf('PATCH', `/api/bookings/${JAZZ.id}`)).toEqual([
      { status: 'confirmed', notifyPerformers: 'none' },
    ]);
    expect(bodiesOf('PATCH', `/api/bookings/${HARP.id}`)).toEqual([
      { status: 'confirmed', notifyPerformers: 'none' },
    ]);

    await user.click(within(toolbar).getByRole('button', { name: 'Select All' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Delete (2)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 bookings deleted successfully')).toBeInTheDocument();
    const deletes = fakeNetwork.requestsTo('DELETE', `/api/bookings/${JAZZ.id}`);
    expect(deletes.map((request) => new URL(request.url, 'http://portal.test').search)).toEqual([
      '?notifyPerformers=none',
    ]);
  });
});

describe("'Notify performers' in the booking form", () => {
  it("when an edit is saved with None, then its PATCH says notifyPerformers 'none'", async () => {
    answerPerformers(2);
    fakeNetwork.on('PATCH', '/api/bookings/7', { status: 200, body: { ...bookingDto(), conflicts: [] } });
    const { user } = renderDialog(
      <BookingFormDialog
        booking={bookingDto()}
        organizationId={PALM_COVE_ID}
        departments={DEPARTMENTS}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Booking' });
    await within(dialog).findByRole('checkbox', { name: 'Ana Reyes' });
    expect(notifyChoices(dialog).affected).toBeChecked();

    await user.click(notifyChoices(dialog).none);
    await user.click(within(dialog).getByRole('button', { name: 'Update Booking' }));

    await waitFor(() => expect(requestBodies('PATCH', '/api/bookings/7')).toHaveLength(1));
    expect(requestBodies('PATCH', '/api/bookings/7')[0]).toMatchObject({ notifyPerformers: 'none' });
  });
});

describe("'Notify performers' in the duplicate dialog", () => {
  it("when None is chosen, then the duplicate's body says notifyPerformers 'none'", async () => {
    fakeNetwork.on('POST', '/api/bookings/7/duplicate', {
      status: 201,
      body: { message: 'Booking duplicated to 1 dates', bookings: [], conflicts: [] },
    });
    const { user } = renderDialog(<QuickDuplicateDialog booking={bookingDto()} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Quick Duplicate Booking' });
    expect(notifyChoices(dialog).affected).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(notifyChoices(dialog).none);
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(requestBodies('POST', '/api/bookings/7/duplicate')).toHaveLength(1));
    expect(requestBodies('POST', '/api/bookings/7/duplicate')[0]).toEqual({
      targetDates: ['2026-03-24'],
      keepPerformers: true,
      notifyPerformers: 'none',
    });
  });
});

describe("the day view's 'last notified'", () => {
  const NOTICES: PerformerNoticeDto[] = [
    { bookingId: 1, performerId: 2, notifiedAt: '2026-05-01T18:05:00.000Z' },
  ];
  const quartet = bookingFixture({
    id: 1,
    title: 'Duo - Lobby Bar',
    organizationId: 1,
    performers: [performerFixture(1, 'Ana Reyes', 'piano'), performerFixture(2, 'Ben Okafor', 'saxophone')],
  });

  function renderDay(canWrite: boolean) {
    return renderWithShell(
      <DayView {...viewPropsFixture({ bookings: [quartet], canWrite })} date="2026-05-04" />,
    );
  }

  it("when a writer opens the day, then its notices are read on their own and each told performer shows 'last notified'", async () => {
    fakeNetwork.on('GET', '/api/performer-notices', { status: 200, body: NOTICES });
    renderDay(true);

    const card = screen.getByRole('article', { name: 'Duo - Lobby Bar' });
    const ben = await within(card).findByText(/Ben Okafor - saxophone/);
    await waitFor(() => expect(ben).toHaveTextContent(/last notified/));
    const notified = new Date(NOTICES[0]?.notifiedAt ?? '').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(ben).toHaveTextContent(`Ben Okafor - saxophone (last notified ${notified})`);
    expect(within(card).getByText('Ana Reyes - piano')).not.toHaveTextContent('last notified');
    const [read] = fakeNetwork.requestsTo('GET', '/api/performer-notices');
    expect(new URL(read?.url ?? '', 'http://portal.test').search).toBe(
      '?from=2026-05-04&to=2026-05-04&organizationId=1',
    );
  });

  it('when a reader opens the day, then no notices are read', async () => {
    fakeNetwork.on('GET', '/api/performer-notices', { status: 200, body: NOTICES });
    renderDay(false);

    expect(await screen.findByText('Ben Okafor - saxophone')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', '/api/performer-notices')).toHaveLength(0);
  });
});

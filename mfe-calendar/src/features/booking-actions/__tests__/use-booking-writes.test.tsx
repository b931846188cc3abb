import { screen, waitFor } from '@testing-library/react';
import {
  BOOKING_MESSAGES,
  formatInstantLabel,
  STALE_WRITE_MESSAGES,
  type BookingDto,
  type StaleWriteBody,
} from '@booking-portal/api/contract';
import { fakeNetwork, renderWithShell, sessionFor } from '@booking-portal/shell/test-support';
import { useBookingWrites } from '..';
import { useListBookingsQuery } from '../../bookings';
import { bookingFixture } from '../../../test-support/view-fixtures';

/** The version the month read gave the booking: what every write made from it sends as If-Match. */
const LISTED_VERSION = '"listed-version"';
const SAVED_AT = '2026-05-01T15:20:00.000Z';
const MONTH = { organizationId: 1, from: '2026-05-01', to: '2026-05-31' };

const LISTED: BookingDto = bookingFixture({
  id: 7,
  date: '2026-05-04',
  time: '19:00',
  status: 'pending',
  version: LISTED_VERSION,
});
const BOOKING_PATH = '/api/bookings/7';

/** Sam (Palm Cove) changed the booking after the month was read. */
const STALE_ANSWER: StaleWriteBody<BookingDto> = {
  message: STALE_WRITE_MESSAGES.changedSinceOpened,
  current: { ...LISTED, notes: 'Bring the stands', updatedAt: SAVED_AT, version: '"sams-version"' },
  changedBy: { userId: 12, name: 'Sam', organization: 'Palm Cove' },
  changedAt: SAVED_AT,
};
const STALE = { status: 412, body: STALE_ANSWER, headers: { ETag: '"sams-version"' } };

/** The month read (so a stale write's refetch shows) and the writes, each on a button. */
function Writes() {
  useListBookingsQuery(MONTH);
  const writes = useBookingWrites();
  return (
    <>
      <button onClick={() => void writes.remove(LISTED)}>Delete</button>
      <button onClick={() => void writes.finalize(LISTED)}>Finalize</button>
      {/* What a drop hands on (week-drop.ts, month-events.ts): the list's copy and where it landed. */}
      <button onClick={() => void writes.move(LISTED, { date: '2026-05-06', time: '21:00' })}>
        Drop on the week
      </button>
      <button onClick={() => void writes.move(LISTED, { date: '2026-05-12' })}>Drop on the month</button>
    </>
  );
}

const monthReads = () => fakeNetwork.requestsTo('GET', '/api/bookings').length;
const ifMatches = (method: string) =>
  fakeNetwork.requestsTo(method, BOOKING_PATH).map((request) => request.headers.get('If-Match'));

async function press(name: string) {
  const rendered = renderWithShell(<Writes />, { session: sessionFor('owner') });
  await waitFor(() => expect(monthReads()).toBe(1));
  await rendered.user.click(screen.getByRole('button', { name }));
  return rendered;
}

describe("the calendar's single-booking writes made from the month's copy of a booking", () => {
  beforeEach(() => {
    fakeNetwork.on('GET', '/api/bookings', { status: 200, body: [LISTED] });
  });

  it.each([
    ['Delete', 'DELETE', { status: 204 }, BOOKING_MESSAGES.deleted],
    [
      'Finalize',
      'PATCH',
      { status: 200, body: { ...LISTED, status: 'confirmed', conflicts: [] } },
      BOOKING_MESSAGES.finalized,
    ],
    [
      'Drop on the week',
      'PATCH',
      { status: 200, body: { ...LISTED, conflicts: [] } },
      BOOKING_MESSAGES.moved,
    ],
    [
      'Drop on the month',
      'PATCH',
      { status: 200, body: { ...LISTED, conflicts: [] } },
      BOOKING_MESSAGES.moved,
    ],
  ] as const)(
    'when %s is done, then it is sent with the version the month read',
    async (name, method, answer, toast) => {
      fakeNetwork.on(method, BOOKING_PATH, answer);

      await press(name);

      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(ifMatches(method)).toEqual([LISTED_VERSION]);
    },
  );

  it.each([
    ['Delete', 'DELETE', BOOKING_MESSAGES.deleted],
    ['Finalize', 'PATCH', BOOKING_MESSAGES.finalized],
    ['Drop on the week', 'PATCH', BOOKING_MESSAGES.moved],
    ['Drop on the month', 'PATCH', BOOKING_MESSAGES.moved],
  ] as const)(
    'when %s is refused because Sam saved the booking since, then the notice names Sam and when, no error toast, and the month is read again',
    async (name, method, success) => {
      fakeNetwork.on(method, BOOKING_PATH, STALE);

      await press(name);

      expect(await screen.findByText(STALE_WRITE_MESSAGES.changedSinceOpened)).toBeInTheDocument();
      expect(
        screen.getByText(`Saved by Sam (Palm Cove), ${formatInstantLabel(SAVED_AT)}`),
      ).toBeInTheDocument();
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
      expect(screen.queryByText(success)).not.toBeInTheDocument();
      expect(ifMatches(method)).toEqual([LISTED_VERSION]);
      await waitFor(() => expect(monthReads()).toBe(2));
    },
  );
});

import { screen, waitFor, within } from '@testing-library/react';
import {
  BOOKING_MESSAGES,
  formatInstantLabel,
  STALE_WRITE_MESSAGES,
  type BookingDto,
  type StaleWriteBody,
} from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import {
  answerCalendarReads,
  booking,
  freezeToday,
  openCalendar,
  readsOfRangeFrom,
  NOVEMBER_GRID,
} from '../../../test-support/calendar-fixtures';

/** The version the month read gave Jazz night: what its menu actions and moves send as If-Match. */
const LISTED_VERSION = '"listed-version"';
const SAVED_AT = '2026-11-20T15:20:00.000Z';

const JAZZ = booking({
  title: 'Jazz night',
  date: '2026-11-12',
  time: '19:00',
  status: 'pending',
  version: LISTED_VERSION,
});
const JAZZ_PATH = `/api/bookings/${JAZZ.id}`;

/** Sam (Palm Cove) added notes after the calendar read the month. */
const STALE_ANSWER: StaleWriteBody<BookingDto> = {
  message: STALE_WRITE_MESSAGES.changedSinceOpened,
  current: { ...JAZZ, notes: 'Bring the stands', updatedAt: SAVED_AT, version: '"sams-version"' },
  changedBy: { userId: 12, name: 'Sam', organization: 'Palm Cove' },
  changedAt: SAVED_AT,
};
const SAVED_BY_SAM = `Saved by Sam (Palm Cove), ${formatInstantLabel(SAVED_AT)}`;

const ifMatchesOf = (method: string) =>
  fakeNetwork.requestsTo(method, JAZZ_PATH).map((request) => request.headers.get('If-Match'));

/** The month's reads so far: a stale write reads the month again. */
const monthReads = () => readsOfRangeFrom(NOVEMBER_GRID.from);

async function chooseFromMenu(choice: 'Delete' | 'Finalize') {
  const opened = await openCalendar('owner');
  await opened.user.click(await screen.findByRole('button', { name: 'Actions for Jazz night at 7:00 PM' }));
  await opened.user.click(
    within(await screen.findByRole('dialog', { name: 'Jazz night' })).getByRole('button', { name: choice }),
  );
  const confirm = await screen.findByRole('dialog', { name: `${choice} Booking` });
  const readsBefore = monthReads();
  await opened.user.click(within(confirm).getByRole('button', { name: choice }));
  return { ...opened, readsBefore };
}

/** The stale notice: the server's words and who saved it when, the month read again, no 'Error' toast. */
async function expectStaleNotice(readsBefore: number) {
  expect(await screen.findByText(STALE_WRITE_MESSAGES.changedSinceOpened)).toBeInTheDocument();
  expect(screen.getByText(SAVED_BY_SAM)).toBeInTheDocument();
  expect(screen.queryByText('Error')).not.toBeInTheDocument();
  await waitFor(() => expect(monthReads()).toBeGreaterThan(readsBefore));
}

describe("the calendar's single-booking writes made from the month's copy", () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: [JAZZ] });
  });
  afterEach(() => jest.useRealTimers());

  it('when Delete is refused because Sam saved the booking since, then the stale notice names Sam and when, and the month is read again', async () => {
    fakeNetwork.on('DELETE', JAZZ_PATH, {
      status: 412,
      body: STALE_ANSWER,
      headers: { ETag: '"sams-version"' },
    });

    const { readsBefore } = await chooseFromMenu('Delete');

    await expectStaleNotice(readsBefore);
    expect(ifMatchesOf('DELETE')).toEqual([LISTED_VERSION]);
    expect(screen.queryByText(BOOKING_MESSAGES.deleted)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete Booking' })).not.toBeInTheDocument();
  });

  it('when Finalize is confirmed from the menu, then it carries the version; refused as stale, the notice shows', async () => {
    fakeNetwork.on('PATCH', JAZZ_PATH, {
      status: 412,
      body: STALE_ANSWER,
      headers: { ETag: '"sams-version"' },
    });

    const { readsBefore } = await chooseFromMenu('Finalize');

    await expectStaleNotice(readsBefore);
    expect(ifMatchesOf('PATCH')).toEqual([LISTED_VERSION]);
    expect(screen.queryByText(BOOKING_MESSAGES.finalized)).not.toBeInTheDocument();
  });
});

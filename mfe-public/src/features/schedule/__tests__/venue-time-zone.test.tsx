import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import {
  AVA,
  answerPublicBookings,
  answerVenue,
  bookingReads,
  freezeNow,
  LEO,
  MIRA,
  openPublicSchedule,
  publicBooking,
} from './schedule-fixtures';

/**
 * A venue far from the device running the test, whatever that device's zone is (at least 9 hours
 * apart): west of UTC the venue is in Tokyo, otherwise in Honolulu. Both keep no daylight saving.
 */
const deviceIsWestOfUtc = new Date().getTimezoneOffset() > 0;
const VENUE_ZONE = deviceIsWestOfUtc ? 'Asia/Tokyo' : 'Pacific/Honolulu';
/** 10:30 PM on Tuesday, November 24, 2026 at the venue. */
const VENUE_NOW = deviceIsWestOfUtc ? '2026-11-24T13:30:00Z' : '2026-11-25T08:30:00Z';

const ENDED_AT_VENUE = publicBooking('2026-11-24', '20:00', '22:00', 'Pool/Sofra', [LEO]);
const LATE_SHOW = publicBooking('2026-11-24', '23:00', '01:00', 'Lobby Bar', [AVA]);
const NEXT_EVENING = publicBooking('2026-11-25', '20:00', '23:00', 'The Club', [AVA]);
const SEVENTH_DAY = publicBooking('2026-11-30', '19:00', '22:00', 'Nolita', [MIRA]);
const EIGHTH_DAY = publicBooking('2026-12-01', '19:00', '22:00', 'The Grill', [LEO]);

function weekPanel() {
  return screen.getByRole('region', { name: "This Week's Performances" });
}

describe("public schedule on the venue's clock (its organization's time zone)", () => {
  beforeEach(() => {
    freezeNow(new Date(VENUE_NOW));
    answerPublicBookings([ENDED_AT_VENUE, LATE_SHOW, NEXT_EVENING, SEVENTH_DAY, EIGHTH_DAY]);
    answerVenue(VENUE_ZONE);
  });
  afterEach(() => jest.useRealTimers());

  it("when the device's clock is on another day, then Today, Tomorrow, already ended and the week's days are the venue's", async () => {
    await openPublicSchedule();

    const items = await within(weekPanel()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Today11:00 PM – 1:00 AMLobby BarAva Martinez',
      'Tomorrow8:00 PM – 11:00 PMThe ClubAva Martinez',
      'Monday, Nov 307:00 PM – 10:00 PMNolitaMira',
    ]);
    expect(within(weekPanel()).queryByText('Pool/Sofra')).not.toBeInTheDocument();
    expect(within(weekPanel()).queryByText('The Grill')).not.toBeInTheDocument();
  });

  it("when it opens, then the venue's today is the highlighted and selected day of the month calendar", async () => {
    await openPublicSchedule();
    await within(weekPanel()).findAllByRole('listitem');

    const today = screen.getByRole('button', { current: 'date' });
    expect(today).toHaveAccessibleName('Tuesday, November 24, 2026, has performances');
    expect(
      screen.getByRole('region', { name: 'Performances on Tuesday, November 24, 2026' }),
    ).toBeInTheDocument();
  });

  it("when it opens, then the venue's zone is read first and the week read covers the venue's days", async () => {
    await openPublicSchedule();
    await within(weekPanel()).findAllByRole('listitem');

    expect(fakeNetwork.requestsTo('GET', API_PATHS.publicVenue)).toHaveLength(1);
    expect(fakeNetwork.requestsTo('GET', API_PATHS.publicVenue)[0]?.credentials).toBe('omit');
    // November's grid (November 1 to December 5) holds the venue's week, November 24 to 30.
    expect(bookingReads()).toEqual(['2026-11-01..2026-12-05']);
  });
});

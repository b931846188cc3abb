/**
 * The week view with 150 bookings in the production build on headless Chromium, against a baseline
 * measured in the same run: the same steps on weeks without bookings. docs/ARCHITECTURE.md section 6 gives no bar
 * for the week view; it is held to the month view's (render <= 150 ms, previous/next <= 200 ms).
 * Each figure is the median of several rounds, timed inside the page from the click until every slot
 * of the target week shows its booking block and the next frame is painted.
 */
import moment from 'moment';
import { insertBenchBookings, spreadStartTime } from './bench-bookings.mjs';
import { benchCalendarView, calendarViewBars, WEEK_VIEW } from './calendar-view-timing.mjs';

const ORGANIZATION_ID = 1;
const BOOKINGS_PER_WEEK = 150;
const DAYS_PER_WEEK = 7;
const ROUNDS = 7;
const PORT = 8294;

const BOOKING_PLAN = {
  organizationId: ORGANIZATION_ID,
  days: DAYS_PER_WEEK,
  count: BOOKINGS_PER_WEEK,
  ensemble: 'Trio',
  duration: 90,
  performersPerBooking: 2,
  pendingEvery: 6,
  timeOf: spreadStartTime,
};

function fillWeek(client, monday) {
  return insertBenchBookings(client, { ...BOOKING_PLAN, from: monday.format('YYYY-MM-DD') });
}

/**
 * The week grid draws one block per day and hourly row (the other bookings of the row are chips or
 * '+N more' inside it), so a filled week shows as many events as it has distinct (day, hour) pairs.
 */
function slotsOfFilledWeek() {
  const slots = new Set();
  for (let index = 0; index < BOOKINGS_PER_WEEK; index += 1) {
    slots.add(`${index % DAYS_PER_WEEK}@${spreadStartTime(index).slice(0, 2)}`);
  }
  return slots.size;
}

export async function benchWeekView({ databaseUrl }) {
  // The second week of the month after next: past the demo data (current and next month).
  const secondWeekOf = (month) => month.startOf('month').startOf('isoWeek').add(1, 'week');
  const blocks = slotsOfFilledWeek();
  const { baseline, measured } = await benchCalendarView({
    databaseUrl,
    port: PORT,
    view: WEEK_VIEW,
    busyFrom: secondWeekOf(moment().add(2, 'months')),
    emptyFrom: secondWeekOf(moment().add(6, 'months')),
    fillPeriod: fillWeek,
    minimumEventsOf: () => blocks,
    rounds: ROUNDS,
  });
  return {
    name: 'Week view with 150 bookings',
    detail:
      `production build in headless Chromium, 1400x1200; render = Month -> Week on a week of ${BOOKINGS_PER_WEEK} ` +
      `bookings (${blocks} slot blocks) already read, prev/next = stepping between two such weeks (including ` +
      `their reads); median of ${ROUNDS} rounds, timed from the click until every slot of the week shows its ` +
      `block and a frame is painted. docs/ARCHITECTURE.md section 6 sets no bar for the week view: the month view's are used`,
    baselineName: 'the same steps on weeks without bookings',
    baseline,
    measured,
    bars: calendarViewBars(measured),
  };
}

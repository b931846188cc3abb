/**
 * The month view with 600 bookings in the production build on headless Chromium (docs/ARCHITECTURE.md section 6:
 * render <= 150 ms, previous/next <= 200 ms), against a baseline measured in the same run: the same
 * steps on months without bookings. Each figure is the median of several rounds, timed inside the page
 * from the click until the grid of the target month shows its bookings and the next frame is painted.
 */
import moment from 'moment';
import { insertBenchBookings, spreadStartTime } from './bench-bookings.mjs';
import { benchCalendarView, calendarViewBars, MONTH_VIEW } from './calendar-view-timing.mjs';

const ORGANIZATION_ID = 1;
const BOOKINGS_PER_MONTH = 600;
const ROUNDS = 7;
const PORT = 8293;

/** Fills a month with BOOKINGS_PER_MONTH bookings of the organization, spread over its days and departments. */
function fillMonth(client, month) {
  return insertBenchBookings(client, {
    organizationId: ORGANIZATION_ID,
    from: month.format('YYYY-MM-DD'),
    days: month.daysInMonth(),
    count: BOOKINGS_PER_MONTH,
    ensemble: 'Duo',
    duration: 90,
    performersPerBooking: 2,
    pendingEvery: 7,
    timeOf: spreadStartTime,
  });
}

export async function benchMonthView({ databaseUrl }) {
  // Past the demo data (current and next month), and the empty months further still.
  const { baseline, measured } = await benchCalendarView({
    databaseUrl,
    port: PORT,
    view: MONTH_VIEW,
    busyFrom: moment().add(2, 'months').startOf('month'),
    emptyFrom: moment().add(6, 'months').startOf('month'),
    fillPeriod: fillMonth,
    // Two bookings in every day cell of the month (then '+N more').
    minimumEventsOf: (month) => month.daysInMonth() * 2,
    rounds: ROUNDS,
  });
  return {
    name: 'Month view with 600 bookings',
    detail:
      `production build in headless Chromium, 1400x1200; render = Week -> Month on a month of ${BOOKINGS_PER_MONTH} ` +
      `bookings already read, prev/next = stepping between two such months (including their reads); median of ` +
      `${ROUNDS} rounds, timed from the click until every day of the month shows its bookings and a frame is painted`,
    baselineName: 'the same steps on months without bookings',
    baseline,
    measured,
    bars: calendarViewBars(measured),
  };
}

/**
 * What the calendar view benchmarks share (month and week): each view's controls and grid, timing a
 * click until the view shows its period with its bookings and the next frame is painted, and the
 * bench itself, run on busy periods and, as the baseline in the same run, on periods without bookings.
 */
import moment from 'moment';
import pg from 'pg';
import { DESKTOP_VIEWPORT, launchBenchChromium, signIn } from './bench-browser.mjs';
import { median, round1 } from './bench-figures.mjs';
import { startPortal } from './portal-process.mjs';

/** docs/ARCHITECTURE.md section 6 sets these for the month view; the week view, which has no bar of its own, uses them too. */
const RENDER_BAR_MS = 150;
const PREV_NEXT_BAR_MS = 200;
const DATE = 'YYYY-MM-DD';
const TIMEOUT_MS = 30_000;

/**
 * A view of the calendar screen: its button, the unit its previous/next buttons step by ('Next month'),
 * its grid, and per period (given by its first day) the title, the first day's cell and its events.
 */
export const MONTH_VIEW = {
  button: 'Month',
  unit: 'month',
  grid: '.month-grid',
  periodOf: (date) => date.clone().startOf('month'),
  title: (start) => start.format('MMMM YYYY'),
  firstDay: (start) => `.month-grid .month-day:not(.month-day-other)[data-date="${start.format(DATE)}"]`,
  events: (start) =>
    `.month-grid .month-day:not(.month-day-other)[data-date^="${start.format('YYYY-MM')}"] .month-event`,
};

/** Weeks start on Monday on the calendar screen (docs/ARCHITECTURE.md section 7). */
export const WEEK_VIEW = {
  button: 'Week',
  unit: 'week',
  grid: '.week-grid',
  periodOf: (date) => date.clone().startOf('isoWeek'),
  title: (start) => `Week of ${start.format('MMM D, YYYY')}`,
  firstDay: (start) => `.week-grid .week-day[data-date="${start.format(DATE)}"]`,
  events: (start) =>
    Array.from(
      { length: 7 },
      (_, day) =>
        `.week-grid .week-day[data-date="${start.clone().add(day, 'days').format(DATE)}"] .week-slot`,
    ).join(', '),
};

/** What a view must show for a period: its title, grid and first day, and at least `minimumEvents` events. */
export function periodShown(view, start, minimumEvents) {
  return {
    title: view.title(start),
    grid: view.grid,
    firstDay: view.firstDay(start),
    events: view.events(start),
    minimumEvents,
  };
}

/**
 * Clicks the button named `button` (its text or aria-label) inside the page and resolves, once `shown`
 * holds and a frame has followed, with the milliseconds since the click and the moment of that frame
 * (epoch milliseconds, comparable with the network's timings).
 */
export function timeClick(page, button, shown) {
  return page.evaluate(
    ({ button, shown, timeoutMs }) =>
      new Promise((resolve, reject) => {
        const control = [...document.querySelectorAll('button')].find(
          (candidate) =>
            candidate.getAttribute('aria-label') === button || candidate.textContent?.trim() === button,
        );
        if (!control) {
          reject(new Error(`no button ${button}`));
          return;
        }
        // Shown means visible: a screen rendered ahead, hidden, does not count until it is revealed.
        const visible = (node) => node !== null && node.checkVisibility();
        const ready = () =>
          document.querySelector(shown.firstDay) !== null &&
          document.querySelectorAll(shown.events).length >= shown.minimumEvents &&
          visible(document.querySelector(shown.grid)) &&
          [...document.querySelectorAll('h2')].some(
            (node) => node.textContent === shown.title && visible(node),
          );
        const started = performance.now();
        const finish = () =>
          requestAnimationFrame(() => {
            const now = performance.now();
            resolve({ elapsedMs: now - started, paintedAtEpochMs: performance.timeOrigin + now });
          });
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          finish();
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        control.click();
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${button}: ${shown.title} was not shown within ${timeoutMs / 1000} s`));
        }, timeoutMs);
      }),
    { button, shown, timeoutMs: TIMEOUT_MS },
  );
}

/**
 * Render: from the other view back to `view` on a period already read; previous/next: stepping
 * between `first` and `second` (including their reads). Medians of `rounds` rounds.
 */
async function measurePeriods(page, { view, otherView, first, second, minimumEventsOf, rounds }) {
  const render = [];
  const step = [];
  for (let round = 0; round < rounds; round += 1) {
    await page.getByRole('button', { name: otherView.button, exact: true }).click();
    await page.locator(otherView.grid).waitFor();
    const timings = [
      [render, view.button, first],
      [step, `Next ${view.unit}`, second],
      [step, `Previous ${view.unit}`, first],
    ];
    for (const [figures, button, start] of timings) {
      const { elapsedMs } = await timeClick(page, button, periodShown(view, start, minimumEventsOf(start)));
      figures.push(elapsedMs);
    }
  }
  return { renderMs: round1(median(render)), prevNextMs: round1(median(step)) };
}

/** From the calendar as it opens (the month view of today) to `view` showing the period starting on `start`. */
async function goToPeriod(page, view, start) {
  await page.getByRole('heading', { level: 1, name: 'Booking Calendar' }).waitFor();
  if (view !== MONTH_VIEW) {
    await page.getByRole('button', { name: view.button, exact: true }).click();
    await page.locator(view.grid).waitFor();
  }
  const steps = start.diff(view.periodOf(moment()), `${view.unit}s`);
  for (let index = 0; index < steps; index += 1) {
    await page.getByRole('button', { name: `Next ${view.unit}` }).click();
  }
  await page.getByRole('heading', { name: view.title(start) }).waitFor();
}

/**
 * The production build in headless Chromium as the owner (organization 1 is the calendar's default):
 * `fillPeriod(client, start)` writes the bookings of the two busy periods from `busyFrom`, then the same
 * steps are timed on the two empty periods from `emptyFrom` (baseline) and on the two busy ones.
 * `minimumEventsOf(start)` is how many events a busy period shows once its bookings are drawn.
 */
export async function benchCalendarView({
  databaseUrl,
  port,
  view,
  busyFrom,
  emptyFrom,
  fillPeriod,
  minimumEventsOf,
  rounds,
}) {
  const twoPeriodsFrom = (start) => [start, start.clone().add(1, view.unit)];
  const busyPeriods = twoPeriodsFrom(busyFrom);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const start of busyPeriods) await fillPeriod(client, start);
  } finally {
    await client.end();
  }

  const otherView = view === MONTH_VIEW ? WEEK_VIEW : MONTH_VIEW;
  const portal = await startPortal({ databaseUrl, port });
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signIn(page, `http://127.0.0.1:${port}`, 'owner@encore.test');
    const measureOn = async ([first, second], minimumEventsOf) => {
      await goToPeriod(page, view, first);
      return measurePeriods(page, { view, otherView, first, second, minimumEventsOf, rounds });
    };
    const baseline = await measureOn(twoPeriodsFrom(emptyFrom), () => 0);
    await page.reload();
    const measured = await measureOn(busyPeriods, minimumEventsOf);
    return { baseline, measured };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** The bars of docs/ARCHITECTURE.md section 6 for the month view, met or not by `measured`. */
export function calendarViewBars(measured) {
  return [
    { label: 'render', required: `<= ${RENDER_BAR_MS} ms`, met: measured.renderMs <= RENDER_BAR_MS },
    {
      label: 'prev/next',
      required: `<= ${PREV_NEXT_BAR_MS} ms`,
      met: measured.prevNextMs <= PREV_NEXT_BAR_MS,
    },
  ];
}

/**
 * The month view with 600 bookings in the production build on headless Chromium (DESIGN.md section 6:
 * render <= 150 ms, previous/next <= 200 ms), against a baseline measured in the same run: the same
 * steps on months without bookings. Each figure is the median of several rounds, timed inside the page
 * from the click until the grid of the target month shows its bookings and the next frame is painted.
 */
import { chromium } from '@playwright/test';
import moment from 'moment';
import pg from 'pg';
import { insertBenchBookings } from './bench-bookings.mjs';
import { startPortal } from './portal-process.mjs';

const CHROMIUM_PATH = '/usr/bin/chromium';
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
    timeOf: (index) => `${String(8 + (index % 15)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
  });
}

/** Clicks a control and resolves with the milliseconds until every day of `month` shows bookings (or the empty grid). */
function timeStep(page, { button, month, withBookings }) {
  return page.evaluate(
    ({ button, monthPrefix, title, withBookings, minimumEvents }) =>
      new Promise((resolve, reject) => {
        const control = [...document.querySelectorAll('button')].find(
          (candidate) =>
            candidate.getAttribute('aria-label') === button || candidate.textContent?.trim() === button,
        );
        if (!control) {
          reject(new Error(`no button ${button}`));
          return;
        }
        const ready = () => {
          const heading = [...document.querySelectorAll('h2')].some((node) => node.textContent === title);
          if (!heading || !document.querySelector('.fc-daygrid-body')) return false;
          const events = document.querySelectorAll(
            `td.fc-day:not(.fc-day-other)[data-date^="${monthPrefix}"] .fc-daygrid-event`,
          ).length;
          return withBookings ? events >= minimumEvents : true;
        };
        const started = performance.now();
        const finish = () => requestAnimationFrame(() => resolve(performance.now() - started));
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
          reject(new Error(`${button}: ${title} did not render within 30 s`));
        }, 30_000);
      }),
    {
      button,
      monthPrefix: month.format('YYYY-MM'),
      title: month.format('MMMM YYYY'),
      withBookings,
      // Two bookings in every day cell of the month (then '+N more').
      minimumEvents: month.daysInMonth() * 2,
    },
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
}

/** Render: Week -> Month on a month already read; previous/next between two months. */
async function measureMonths(page, first, second, withBookings) {
  const render = [];
  const step = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.locator('.fc-timegrid').waitFor();
    render.push(await timeStep(page, { button: 'Month', month: first, withBookings }));
    step.push(await timeStep(page, { button: 'Next month', month: second, withBookings }));
    step.push(await timeStep(page, { button: 'Previous month', month: first, withBookings }));
  }
  return { renderMs: median(render), prevNextMs: median(step) };
}

async function goToMonth(page, month) {
  const current = moment().startOf('month');
  const steps = month.diff(current, 'months');
  for (let index = 0; index < steps; index += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.getByRole('heading', { name: month.format('MMMM YYYY') }).waitFor();
}

export async function benchMonthView({ databaseUrl }) {
  const busyMonth = moment().add(2, 'months').startOf('month');
  const busyNextMonth = busyMonth.clone().add(1, 'month');
  const emptyMonth = moment().add(6, 'months').startOf('month');
  const emptyNextMonth = emptyMonth.clone().add(1, 'month');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await fillMonth(client, busyMonth);
    await fillMonth(client, busyNextMonth);
  } finally {
    await client.end();
  }

  const portal = await startPortal({ databaseUrl, port: PORT });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1200 } });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/email/i).fill('owner@encore.test');
    await page.getByLabel(/^password/i).fill('Portal-demo-1');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking Calendar' }).waitFor();

    await goToMonth(page, emptyMonth);
    const baseline = await measureMonths(page, emptyMonth, emptyNextMonth, false);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Booking Calendar' }).waitFor();
    await goToMonth(page, busyMonth);
    const measured = await measureMonths(page, busyMonth, busyNextMonth, true);

    return {
      name: 'Month view with 600 bookings',
      detail:
        `production build in headless Chromium, 1400x1200; render = Week -> Month on a month of ${BOOKINGS_PER_MONTH} ` +
        `bookings already read, prev/next = stepping between two such months (including their reads); median of ` +
        `${ROUNDS} rounds, timed from the click until every day of the month shows its bookings and a frame is painted`,
      baselineName: 'the same steps on months without bookings',
      baseline,
      measured,
      bars: [
        { label: 'render', required: '<= 150 ms', met: measured.renderMs <= 150 },
        { label: 'prev/next', required: '<= 200 ms', met: measured.prevNextMs <= 200 },
      ],
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

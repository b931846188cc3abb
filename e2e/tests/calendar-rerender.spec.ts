import type { APIRequestContext, Page } from '@playwright/test';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { createBooking, type CreatedBooking } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

const OWNER = 'owner@encore.test';
/** A month no other test writes to: its 600 bookings never share a cell with another test's. */
const BUSY_MONTH = moment().add(11, 'months').startOf('month');
const BOOKINGS = 600;
const DEPARTMENTS = ['Gumbo Limbo', 'Lobby Bar', 'Pool/Sofra'];
/** Bookings written at once while the month is filled. */
const WRITERS = 8;

/** The n-th booking of the month: spread over its days, from 10:00 every half hour. */
function bookingOfMonth(index: number) {
  const days = BUSY_MONTH.daysInMonth();
  const date = BUSY_MONTH.clone().add(index % days, 'days');
  const slot = Math.floor(index / days);
  return {
    title: `Rerender ${index + 1}`,
    date: date.format('YYYY-MM-DD'),
    time: moment('10:00', 'HH:mm')
      .add(slot * 30, 'minutes')
      .format('HH:mm'),
    department: DEPARTMENTS[index % DEPARTMENTS.length] ?? 'Lobby Bar',
    ensemble: 'Duo',
  };
}

async function fillMonth(api: APIRequestContext): Promise<CreatedBooking[]> {
  const created: CreatedBooking[] = [];
  for (let start = 0; start < BOOKINGS; start += WRITERS) {
    const batch = Array.from({ length: Math.min(WRITERS, BOOKINGS - start) }, (_, offset) =>
      createBooking(api, bookingOfMonth(start + offset)),
    );
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

/**
 * Before the page loads: counts each booking's month content drawings through the calendar's probe,
 * and watches the grid for a moment without bookings (a blank between two reads).
 */
async function watchDrawings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renders: Record<string, number> = {};
    const watch = { renders, sawEmptyGrid: false, watching: false };
    Object.assign(window, {
      rerenderWatch: watch,
      bookingContentRenderProbe: {
        record: (bookingId: number) => {
          renders[bookingId] = (renders[bookingId] ?? 0) + 1;
        },
      },
    });
    new MutationObserver(() => {
      if (watch.watching && document.querySelectorAll('.month-grid .month-event').length === 0)
        watch.sawEmptyGrid = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

interface RerenderWatch {
  renders: Record<string, number>;
  sawEmptyGrid: boolean;
  watching: boolean;
}

function startWatching(page: Page): Promise<void> {
  return page.evaluate(() => {
    const watch = (window as unknown as { rerenderWatch: RerenderWatch }).rerenderWatch;
    for (const id of Object.keys(watch.renders)) delete watch.renders[id];
    watch.sawEmptyGrid = false;
    watch.watching = true;
  });
}

function watched(page: Page): Promise<RerenderWatch> {
  return page.evaluate(() => (window as unknown as { rerenderWatch: RerenderWatch }).rerenderWatch);
}

test.describe('calendar across refetches', () => {
  test('when one booking of a month of 600 is updated, then only that booking is drawn again, with no blank grid, the scroll and the open menu kept', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const api = await apiSignedInAs(OWNER);
    const created = await fillMonth(api);
    // The day's first booking by time is one of the two its cell shows.
    const target = created.find(
      (booking) =>
        booking.date === BUSY_MONTH.clone().date(10).format('YYYY-MM-DD') && booking.time === '10:00',
    );
    const neighbour = created.find(
      (booking) =>
        booking.date === BUSY_MONTH.clone().date(20).format('YYYY-MM-DD') && booking.time === '10:00',
    );
    if (target === undefined || neighbour === undefined)
      throw new Error('the month has no 10:00 booking on the 10th');

    await watchDrawings(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await signIn(page, OWNER);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
    const months = BUSY_MONTH.diff(moment().startOf('month'), 'months');
    for (let step = 0; step < months; step += 1)
      await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: BUSY_MONTH.format('MMMM YYYY') })).toBeVisible();
    await expect(page.getByText(target.title, { exact: true })).toBeVisible();
    await expect(page.getByText(neighbour.title, { exact: true })).toBeVisible();

    // Scrolled down the page, with another booking's menu open, as a writer reading the month would be.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: `Actions for ${neighbour.title} at 10:00 AM` }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();

    await startWatching(page);
    const update = await api.patch(`/api/bookings/${target.id}`, { data: { title: 'Rerender updated' } });
    expect(update.status(), await update.text()).toBe(200);
    // The calendar reads again when its tab comes back to the front (docs/PRODUCT.md section 9).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('Rerender updated', { exact: true })).toBeVisible();

    const { renders, sawEmptyGrid } = await watched(page);
    expect(Object.keys(renders)).toEqual([String(target.id)]);
    expect(sawEmptyGrid).toBe(false);
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await api.dispose();
  });
});

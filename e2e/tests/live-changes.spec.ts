import type { Browser, Page, Request } from '@playwright/test';
import type { Moment } from 'moment';
import { TEST_MONTH } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/*
 * Two people at work: the owner saves bookings in one browser, the Palm Cove manager has two calendar
 * screens open in another, one on the calendar tests' month and one three months later. The booking
 * the owner saves shows on the manager's screen of its month without a reload, and the manager's other
 * month is not read again with a 200 (only a 304, or not at all): the change stream names the month,
 * and the unchanged month's read keeps its ETag.
 */

const OWNER = 'owner@encore.test';
const MANAGER = 'manager@palmcove.test';
const PALM_COVE = 1;
/** Seven months ahead: a month no other browser test writes (the public schedule's tests read months 3 and 5). */
const LATER_MONTH = TEST_MONTH.clone().add(5, 'months');

interface SavedBooking {
  id: number;
  title: string;
}

/** Saves a booking from the page, as its signed-in user, the way the booking form's request goes. */
async function saveBookingFrom(page: Page, title: string, date: string): Promise<SavedBooking> {
  const answer = await page.evaluate(
    async (booking) => {
      const response = await fetch('/api/bookings', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(booking),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    {
      title,
      date,
      time: '17:00',
      duration: 60,
      department: 'Lobby Bar',
      ensemble: 'Solo',
      notes: null,
      userId: '',
      organizationId: PALM_COVE,
      status: 'confirmed',
      performerData: null,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as SavedBooking;
}

async function signedInPage(browser: Browser, email: string): Promise<{ first: Page; second: Page }> {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, email);
  const second = await context.newPage();
  await second.goto('/');
  return { first, second };
}

/** Whether a bookings read covers the whole month (the visible range, not a neighbour read ahead). */
function readsWholeMonth(address: string, month: Moment): boolean {
  const url = new URL(address);
  if (url.pathname !== '/api/bookings') return false;
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  return from <= month.format('YYYY-MM-DD') && to >= month.clone().endOf('month').format('YYYY-MM-DD');
}

/** Steps the month view forward to `month` (from the current one) and waits for its bookings. */
async function showMonth(page: Page, month: Moment, steps: number): Promise<void> {
  const next = page.getByRole('button', { name: 'Next month' });
  await expect(next).toBeVisible();
  const shown = page.waitForResponse((response) => readsWholeMonth(response.url(), month));
  for (let step = 0; step < steps; step += 1) await next.click();
  await expect(page.getByText(month.format('MMMM YYYY'), { exact: true })).toBeVisible();
  await shown;
}

function dayCell(page: Page, date: string) {
  return page.locator(`.month-day[data-date="${date}"]`);
}

test.describe("a colleague's save shows on every open screen", () => {
  test("when the owner saves a booking, then the manager sees it in its month without a reload, and the manager's other month is not read again with a 200", async ({
    page,
    browser,
  }) => {
    await signIn(page, OWNER);
    const manager = await signedInPage(browser, MANAGER);
    await showMonth(manager.first, TEST_MONTH, 2);
    await showMonth(manager.second, LATER_MONTH, 7);

    // Every read of the later month asked from here until the owner saves a booking of that month.
    const laterMonthReads: Request[] = [];
    let laterBookingSaved = false;
    manager.second.on('request', (request) => {
      if (!laterBookingSaved && readsWholeMonth(request.url(), LATER_MONTH)) laterMonthReads.push(request);
    });
    // A reload would start the page afresh and lose this mark.
    for (const screen of [manager.first, manager.second])
      await screen.evaluate(() => document.documentElement.setAttribute('data-live-test', 'same-page'));

    const stamp = Date.now() % 100000;
    const date = TEST_MONTH.clone().date(11).format('YYYY-MM-DD');
    const saved = await saveBookingFrom(page, `Live ${stamp}`, date);
    await expect(dayCell(manager.first, date).getByText(saved.title)).toBeVisible();

    // A booking of the later month: once it shows there, that screen has heard every event before it.
    const laterDate = LATER_MONTH.clone().date(11).format('YYYY-MM-DD');
    laterBookingSaved = true;
    const later = await saveBookingFrom(page, `Later ${stamp}`, laterDate);
    await expect(dayCell(manager.second, laterDate).getByText(later.title)).toBeVisible();

    const statuses = await Promise.all(
      laterMonthReads.map(async (request) => (await request.response())?.status() ?? 'no answer'),
    );
    expect(statuses.filter((status) => status !== 304)).toEqual([]);
    for (const screen of [manager.first, manager.second])
      await expect(screen.locator('html')).toHaveAttribute('data-live-test', 'same-page');
    await manager.first.context().close();
  });
});

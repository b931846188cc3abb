import type { Browser, Page } from '@playwright/test';
import { apiSignedInAs, writerLabelOf } from '../support/api-as';
import {
  bookingName,
  createBooking,
  expectToast,
  TEST_MONTH,
  type CreatedBooking,
} from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/*
 * A delete from the booking's menu made from the calendar's copy of it: the owner's calendar shows the
 * month, then a colleague saves the booking in another browser. The owner's delete carries the version
 * the month read (If-Match), so it is refused (412): the booking stays, the owner is told who saved it
 * when, and the booking's History keeps the colleague's save. The owner's change stream is held, as on
 * a connection that has not delivered the colleague's change yet (otherwise the calendar would read the
 * booking anew within a second and the delete would rightly go through).
 */

const OWNER = 'owner@encore.test';
/** The colleague: the provider's super admin. */
const COLLEAGUE = 'admin@encore.test';
/** Eight months ahead: a month no other browser test writes or reads. */
const MONTH = TEST_MONTH.clone().add(6, 'months');
const MONTH_STEPS = 8;
const DAY = MONTH.clone().date(14).format('YYYY-MM-DD');
const STALE_MESSAGE = 'Nothing was saved: someone else changed this since you opened it';
const COLLEAGUES_NOTES = 'Colleague: the set starts with the ballads';

/** Whether a bookings read covers the whole month (the visible range, not a neighbour read ahead). */
function readsWholeMonth(address: string): boolean {
  const url = new URL(address);
  if (url.pathname !== '/api/bookings') return false;
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  return from <= MONTH.format('YYYY-MM-DD') && to >= MONTH.clone().endOf('month').format('YYYY-MM-DD');
}

/** Steps the month view forward to MONTH and waits for its bookings. */
async function showMonth(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /Calendar$/ })).toBeVisible();
  const shown = page.waitForResponse((response) => readsWholeMonth(response.url()));
  for (let step = 0; step < MONTH_STEPS; step += 1)
    await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText(MONTH.format('MMMM YYYY'), { exact: true })).toBeVisible();
  await shown;
}

/** The day's number in the month grid (it opens the day): FullCalendar 6's markup or the month view's own. */
function dayNumber(page: Page) {
  return page.locator(`[data-date="${DAY}"] :is(.fc-daygrid-day-number, .month-day-number)`);
}

async function signedInPage(browser: Browser, email: string, pageErrors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, email);
  return page;
}

/** The colleague opens the booking's Edit dialog in its day and saves new notes. */
async function colleagueSavesNotes(page: Page, booking: CreatedBooking): Promise<void> {
  await showMonth(page);
  await dayNumber(page).click();
  await page.getByRole('button', { name: `Edit ${bookingName(booking)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
  await expect(dialog.getByLabel('Notes')).toHaveValue('');
  await dialog.getByLabel('Notes').fill(COLLEAGUES_NOTES);
  await dialog.getByRole('button', { name: 'Update Booking' }).click();
  await expectToast(page, 'Booking updated successfully');
}

test.describe('a menu action on a booking a colleague saved since the calendar read it', () => {
  // Two people's pages, each signed in and stepped eight months ahead.
  test.setTimeout(150_000);
  test("when the owner deletes it from the menu after the colleague's save, then nothing is deleted, the owner is told who saved it when, and the History keeps the colleague's save", async ({
    page,
    browser,
    pageErrors,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const booking = await createBooking(api, { date: DAY, time: '18:30', department: 'Lobby Bar' });
    const colleague = await writerLabelOf(COLLEAGUE);

    await page.route('**/api/changes/stream*', (route) => route.abort());
    await signIn(page, OWNER);
    await showMonth(page);
    const menuButton = page.getByRole('button', { name: `Actions for ${bookingName(booking)}` });
    await expect(menuButton).toBeVisible();

    const colleaguePage = await signedInPage(browser, COLLEAGUE, pageErrors);
    try {
      await colleagueSavesNotes(colleaguePage, booking);
    } finally {
      await colleaguePage.context().close();
    }

    await menuButton.click();
    await page.getByRole('dialog', { name: booking.title }).getByRole('button', { name: 'Delete' }).click();
    const deleteWrite = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' && response.url().endsWith(`/api/bookings/${booking.id}`),
    );
    await page
      .getByRole('dialog', { name: 'Delete Booking' })
      .getByRole('button', { name: 'Delete' })
      .click();

    const refused = await deleteWrite;
    expect(refused.status()).toBe(412);
    expect(refused.request().headers()['if-match']).toMatch(/^"[A-Za-z0-9_-]+"$/);
    await expectToast(page, STALE_MESSAGE);
    await expect(page.getByText(`Saved by ${colleague}`).first()).toBeVisible();
    await expect(page.getByText('Booking deleted successfully')).toHaveCount(0);
    const kept = await api.get(`/api/bookings/${booking.id}`);
    expect(kept.status()).toBe(200);
    expect(((await kept.json()) as { notes: string | null }).notes).toBe(COLLEAGUES_NOTES);

    // The month was read again: the booking is still there, and its History has the colleague's save.
    await dayNumber(page).click();
    await page.getByRole('button', { name: `History of ${bookingName(booking)}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${booking.title}` });
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([
      'Edit · 1 booking',
      'Create · 1 booking',
    ]);
    await expect(history.getByText(`Notes: none → ${COLLEAGUES_NOTES}`)).toBeVisible();
    await expect(history.getByText(COLLEAGUE)).toBeVisible();
    await api.dispose();
  });
});

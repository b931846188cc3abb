import type { Browser, Page } from '@playwright/test';
import { apiSignedInAs, writerLabelOf } from '../support/api-as';
import {
  bookingName,
  createBooking,
  expectToast,
  TEST_MONTH,
  testDate,
  type CreatedBooking,
} from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/*
 * Two people edit the same booking: the provider's admin saves first; the owner's save, made from
 * what the owner opened, is refused (412) and the "changed by a colleague" panel names the colleague and
 * what they changed. 'Apply Mine on Top' saves the owner's change over the colleague's, and the booking's
 * History shows both saves. The booking is in the calendar tests' own month, on a day no other test uses.
 */

const OWNER = 'owner@encore.test';
/** The colleague: the provider's super admin. */
const COLLEAGUE = 'admin@encore.test';
const DAY = testDate(26);
const STALE_MESSAGE = 'Nothing was saved: someone else changed this since you opened it';
const COLLEAGUES_NOTES = 'Colleague: bring the music stands';

/** The calendar's month two ahead (its title is 'Booking Calendar' or, for a venue admin, 'Musician Calendar'). */
async function showTestMonth(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /Calendar$/ })).toBeVisible();
  for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText(TEST_MONTH.format('MMMM YYYY'), { exact: true })).toBeVisible();
}

async function openEditDialog(page: Page, booking: CreatedBooking) {
  await showTestMonth(page);
  await page.locator(`.month-day[data-date="${DAY}"] .month-day-number`).click();
  await page.getByRole('button', { name: `Edit ${bookingName(booking)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
  await expect(dialog.getByLabel('Notes')).toHaveValue('');
  return dialog;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe('a booking saved by a colleague while open', () => {
  // Two people's pages, each signed in and stepped to the month: more than one page's worth of steps.
  test.setTimeout(120_000);
  test('when a colleague saves first and the owner saves next, then the owner sees who changed what, and Apply Mine on Top saves over it with both saves in the History', async ({
    page,
    browser,
  }) => {
    const api = await apiSignedInAs(OWNER);
    // Titled as the form titles it ('Solo - Lobby Bar'), so the saves keep its name.
    const booking = await createBooking(api, { date: DAY, time: '18:30', department: 'Lobby Bar' });
    const colleague = await writerLabelOf(COLLEAGUE);
    const colleaguePage = await signedInPage(browser, COLLEAGUE);
    await signIn(page, OWNER);

    const colleagueDialog = await openEditDialog(colleaguePage, booking);
    const ownerDialog = await openEditDialog(page, booking);

    await colleagueDialog.getByLabel('Notes').fill(COLLEAGUES_NOTES);
    await colleagueDialog.getByRole('button', { name: 'Update Booking' }).click();
    await expectToast(colleaguePage, 'Booking updated successfully');

    await ownerDialog.getByRole('checkbox', { name: 'Pending' }).check();
    await ownerDialog.getByRole('button', { name: 'Update Booking' }).click();
    const panel = ownerDialog.getByRole('alertdialog', { name: STALE_MESSAGE });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(`Saved by ${colleague}`);
    await expect(panel.getByRole('list', { name: 'Their changes' })).toContainText(
      `Notes: none → ${COLLEAGUES_NOTES}`,
    );
    await expect(panel.getByRole('list', { name: 'Your changes' })).toContainText(
      'Status: confirmed → pending',
    );

    await panel.getByRole('button', { name: 'Apply Mine on Top' }).click();
    await expectToast(page, 'Booking updated successfully');
    await expect(ownerDialog).toBeHidden();
    const saved = (await (await api.get(`/api/bookings/${booking.id}`)).json()) as {
      notes: string | null;
      status: string;
    };
    expect(saved).toMatchObject({ notes: COLLEAGUES_NOTES, status: 'pending' });

    await page.getByRole('button', { name: `History of ${bookingName(booking)}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${booking.title}` });
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([
      // The owner's save only made it pending, and the History names it so.
      'Make Pending · 1 booking',
      'Edit · 1 booking',
      'Create · 1 booking',
    ]);
    await expect(history.getByText('Status: confirmed → pending')).toBeVisible();
    await expect(history.getByText(`Notes: none → ${COLLEAGUES_NOTES}`)).toBeVisible();
    await expect(history.getByText(COLLEAGUE)).toBeVisible();
    await colleaguePage.context().close();
  });
});

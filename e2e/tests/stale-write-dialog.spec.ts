import type { Browser, Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import {
  bookingName,
  createBooking,
  expectToast,
  showTestMonth,
  testDate,
  type CreatedBooking,
} from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/*
 * Two people edit the same booking: the Palm Cove manager saves first; the owner's save, made from
 * what the owner opened, is refused (412) and the "changed by a colleague" panel names the manager and
 * what they changed. 'Apply Mine on Top' saves the owner's change over the manager's, and the booking's
 * History shows both saves. The booking is in the calendar tests' own month, on a day no other test uses.
 */

const OWNER = 'owner@encore.test';
const MANAGER = 'manager@palmcove.test';
const DAY = testDate(23);
const STALE_MESSAGE = 'Nothing was saved: someone else changed this since you opened it';
const MANAGERS_NOTES = 'Manager: bring the music stands';

/** 'name (organization)' as the panel names a writer, from the manager's own session. */
async function managerLabel(): Promise<string> {
  const api = await apiSignedInAs(MANAGER);
  const session = (await (await api.get('/api/auth/session')).json()) as {
    user: { username: string };
    organization: { name: string } | null;
  };
  await api.dispose();
  return session.organization === null
    ? session.user.username
    : `${session.user.username} (${session.organization.name})`;
}

async function openEditDialog(page: Page, booking: CreatedBooking) {
  await showTestMonth(page);
  await page.locator(`td[data-date="${DAY}"] .fc-daygrid-day-number`).click();
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
  test('when the manager saves first and the owner saves next, then the owner sees who changed what, and Apply Mine on Top saves over it with both saves in the History', async ({
    page,
    browser,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const booking = await createBooking(api, {
      title: `Stale ${Date.now() % 100000}`,
      date: DAY,
      time: '18:30',
      department: 'Lobby Bar',
    });
    const colleague = await managerLabel();
    const managerPage = await signedInPage(browser, MANAGER);
    await signIn(page, OWNER);

    const managerDialog = await openEditDialog(managerPage, booking);
    const ownerDialog = await openEditDialog(page, booking);

    await managerDialog.getByLabel('Notes').fill(MANAGERS_NOTES);
    await managerDialog.getByRole('button', { name: 'Update Booking' }).click();
    await expectToast(managerPage, 'Booking updated successfully');

    await ownerDialog.getByRole('checkbox', { name: 'Pending' }).check();
    await ownerDialog.getByRole('button', { name: 'Update Booking' }).click();
    const panel = ownerDialog.getByRole('alertdialog', { name: STALE_MESSAGE });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(`Saved by ${colleague}`);
    await expect(panel.getByRole('list', { name: 'Their changes' })).toContainText(
      `Notes: none → ${MANAGERS_NOTES}`,
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
    expect(saved).toMatchObject({ notes: MANAGERS_NOTES, status: 'pending' });

    await page.getByRole('button', { name: `History of ${bookingName(booking)}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${booking.title}` });
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([
      'Edit · 1 booking',
      'Edit · 1 booking',
      'Create · 1 booking',
    ]);
    await expect(history.getByText('Status: confirmed → pending')).toBeVisible();
    await expect(history.getByText(`Notes: none → ${MANAGERS_NOTES}`)).toBeVisible();
    await expect(history.getByText(MANAGER)).toBeVisible();
    await managerPage.context().close();
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { createBooking, expectToast, type CreatedBooking } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/*
 * A closure over a booked evening: the owner closes the Lobby Bar from 6 PM on a day with a confirmed
 * 9 PM solo there (and one at The Grill, which stays open). The dialog lists the Lobby Bar's booking
 * before anything is saved; once the closure is added the calendar marks that booking 'Venue closed'
 * and the day's shading names the Lobby Bar; the owner cancels the booking as one change set after
 * its preview, and the edit bar's Undo brings it back. Another day, the owner moves the closed Lobby
 * Bar's booking to DUSK as one change set instead, and undoes the move after reloading the page. The
 * days are seven months ahead, a month no other browser test books in.
 */

const OWNER = 'owner@encore.test';
const PALM_COVE_ID = 1;
const MONTHS_AHEAD = 7;
const MONTH = moment().add(MONTHS_AHEAD, 'months').startOf('month');
const DAY = MONTH.clone().date(12).format('YYYY-MM-DD');
const NEXT_DAY = MONTH.clone().date(13).format('YYYY-MM-DD');
const MOVE_DAY = MONTH.clone().date(15).format('YYYY-MM-DD');
const AFTER_MOVE_DAY = MONTH.clone().date(16).format('YYYY-MM-DD');

async function expectDialogAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function showMonth(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
  for (let step = 0; step < MONTHS_AHEAD; step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByText(MONTH.format('MMMM YYYY'), { exact: true })).toBeVisible();
}

function chipOf(page: Page, booking: CreatedBooking) {
  return page
    .locator(`.month-day[data-date="${booking.date}"] .month-event`)
    .filter({ hasText: booking.title });
}

/** Whether the booking is still stored, as the API reads the day. */
async function isStored(api: APIRequestContext, booking: CreatedBooking): Promise<boolean> {
  const response = await api.get(`/api/bookings?organizationId=${PALM_COVE_ID}&from=${DAY}&to=${DAY}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as CreatedBooking[]).some(({ id }) => id === booking.id);
}

/** Opens Close Venue and fills it: the Lobby Bar from 6 PM on `day` to midnight, for `reason`. */
async function fillLobbyBarClosure(
  page: Page,
  day: string,
  nextDay: string,
  reason: string,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Close Venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Venue' });
  await dialog.getByLabel('Department').selectOption({ label: 'Lobby Bar' });
  await dialog.getByLabel('Start date').fill(day);
  await dialog.getByLabel('Start time').fill('18:00');
  await dialog.getByLabel('End date').fill(nextDay);
  await dialog.getByLabel('End time').fill('00:00');
  await dialog.getByLabel('Reason').fill(reason);
  return dialog;
}

/** The booking's department as the API reads its day (null once it is gone). */
async function departmentOf(
  api: APIRequestContext,
  booking: CreatedBooking,
  day: string,
): Promise<string | null | undefined> {
  const response = await api.get(`/api/bookings?organizationId=${PALM_COVE_ID}&from=${day}&to=${day}`);
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as (CreatedBooking & { department: string | null })[]).find(
    ({ id }) => id === booking.id,
  );
  return found === undefined ? null : found.department;
}

test.describe('a closure over booked gigs', () => {
  test.use({ viewport: { width: 1400, height: 1400 } });

  test('when the owner closes the Lobby Bar over a confirmed 9 PM solo, then the dialog lists it, the calendar marks it, and cancelling it is one change set that Undo reverses', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const stamp = Date.now() % 100000;
    const reason = `Private event ${stamp}`;
    const solo = await createBooking(api, {
      title: `Lobby solo ${stamp}`,
      date: DAY,
      time: '21:00',
      department: 'Lobby Bar',
      organizationId: PALM_COVE_ID,
    });
    const grill = await createBooking(api, {
      title: `Grill duo ${stamp}`,
      date: DAY,
      time: '21:00',
      department: 'The Grill',
      organizationId: PALM_COVE_ID,
    });
    let closureId: number | null = null;

    try {
      await signIn(page, OWNER);
      await showMonth(page);
      await expect(chipOf(page, solo)).toBeVisible();
      await expect(chipOf(page, solo).getByRole('img', { name: /^Venue closed/ })).toHaveCount(0);

      const closureAdded = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().endsWith(`/api/organizations/${PALM_COVE_ID}/closures`),
      );
      const dialog = await fillLobbyBarClosure(page, DAY, NEXT_DAY, reason);

      // Before anything is saved: the Lobby Bar's booking is listed, The Grill's is not.
      const covered = dialog.getByRole('list', { name: 'Bookings the closure covers' });
      await expect(covered.getByRole('listitem')).toHaveCount(1);
      await expect(covered.getByRole('listitem')).toContainText(`${solo.title}, `);
      await expect(covered.getByRole('listitem')).toContainText('9:00 PM - 10:00 PM, Lobby Bar, confirmed');
      await expect(
        dialog.getByText('1 booking falls within this closure. It stays booked unless you cancel it.'),
      ).toBeVisible();
      await expectDialogAccessible(page);

      await dialog.getByRole('button', { name: 'Add Closure' }).click();
      closureId = ((await (await closureAdded).json()) as { id: number }).id;
      await expectToast(page, 'Closure added');
      const added = page.getByRole('dialog', { name: 'Closure Added' });
      await expect(added.getByRole('list', { name: 'Bookings the closure covers' })).toContainText(
        solo.title,
      );
      await expectDialogAccessible(page);

      // The calendar marks the covered booking, not the open venue's, and the shading names the venue.
      await expect(chipOf(page, solo).getByRole('img', { name: `Venue closed: ${reason}` })).toBeVisible();
      await expect(chipOf(page, grill).getByRole('img', { name: /^Venue closed/ })).toHaveCount(0);
      await expect(
        page
          .locator(`.month-day[data-date="${DAY}"]`)
          .getByRole('button', { name: 'Lobby Bar partly closed' }),
      ).toBeVisible();

      await added.getByRole('button', { name: 'Cancel These Bookings' }).click();
      const preview = page.getByRole('dialog', { name: 'Delete Bookings' });
      await expect(preview.getByText('Are you sure you want to delete 1 selected booking?')).toBeVisible();
      await expect(
        preview.getByRole('list', { name: 'Bookings to change' }).getByRole('listitem').first(),
      ).toContainText(solo.title);
      // The preview is a dry run: the booking is still there.
      expect(await isStored(api, solo)).toBe(true);
      await preview.getByRole('button', { name: 'Delete all' }).click();
      await expectToast(page, '1 bookings deleted successfully');
      await expect(preview).toBeHidden();
      await expect(added).toBeHidden();
      await expect.poll(() => isStored(api, solo)).toBe(false);
      await expect(chipOf(page, solo)).toHaveCount(0);
      expect(await isStored(api, grill)).toBe(true);

      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const undo = page.getByRole('button', { name: /^Undo \((\d+)\)$/ });
      await expect(undo).toBeEnabled();
      await undo.click();
      await expectToast(page, 'Undone: Last action has been undone.');
      await expect.poll(() => isStored(api, solo)).toBe(true);
      await expect(chipOf(page, solo).getByRole('img', { name: `Venue closed: ${reason}` })).toBeVisible();
    } finally {
      if (closureId !== null) await api.delete(`/api/organizations/${PALM_COVE_ID}/closures/${closureId}`);
      const response = await api.get(`/api/bookings?organizationId=${PALM_COVE_ID}&from=${DAY}&to=${DAY}`);
      for (const { id, title } of (await response.json()) as CreatedBooking[]) {
        if (title.endsWith(` ${stamp}`)) await api.delete(`/api/bookings/${id}`);
      }
      await api.dispose();
    }
  });

  test('when the owner closes the Lobby Bar over a booking and moves it to DUSK, then the move is previewed, applied as one change set, and Undo after a reload puts it back', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const stamp = Date.now() % 100000;
    const solo = await createBooking(api, {
      title: `Lobby move ${stamp}`,
      date: MOVE_DAY,
      time: '21:00',
      department: 'Lobby Bar',
      organizationId: PALM_COVE_ID,
    });
    let closureId: number | null = null;

    try {
      await signIn(page, OWNER);
      await showMonth(page);
      await expect(chipOf(page, solo)).toBeVisible();

      const closureAdded = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().endsWith(`/api/organizations/${PALM_COVE_ID}/closures`),
      );
      const dialog = await fillLobbyBarClosure(page, MOVE_DAY, AFTER_MOVE_DAY, `Flooded ${stamp}`);
      await expect(dialog.getByRole('list', { name: 'Bookings the closure covers' })).toContainText(
        solo.title,
      );
      await dialog.getByRole('button', { name: 'Add Closure' }).click();
      closureId = ((await (await closureAdded).json()) as { id: number }).id;
      await expectToast(page, 'Closure added');

      const added = page.getByRole('dialog', { name: 'Closure Added' });
      await added.getByRole('button', { name: 'Move These Bookings' }).click();
      await added.getByLabel('New department').selectOption({ label: 'DUSK' });
      await expectDialogAccessible(page);
      await added.getByRole('button', { name: 'Preview Move' }).click();

      const preview = page.getByRole('dialog', { name: 'Move Bookings' });
      const item = preview.getByRole('list', { name: 'Bookings to change' }).getByRole('listitem').first();
      await expect(item).toContainText(solo.title);
      await expect(item).toContainText('Department: Lobby Bar → DUSK');
      // The preview is a dry run: the booking is still in the Lobby Bar.
      expect(await departmentOf(api, solo, MOVE_DAY)).toBe('Lobby Bar');
      await preview.getByRole('button', { name: 'Move all' }).click();
      await expectToast(page, '1 booking moved successfully');
      await expect(preview).toBeHidden();
      await expect(added).toBeHidden();
      await expect.poll(() => departmentOf(api, solo, MOVE_DAY)).toBe('DUSK');
      // At DUSK the booking is outside the closure: no 'Venue closed' mark.
      await expect(chipOf(page, solo).getByRole('img', { name: /^Venue closed/ })).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const undo = page.getByRole('button', { name: /^Undo \((\d+)\)$/ });
      await expect(undo).toBeEnabled();
      await undo.click();
      await expectToast(page, 'Undone: Last action has been undone.');
      await expect.poll(() => departmentOf(api, solo, MOVE_DAY)).toBe('Lobby Bar');
    } finally {
      if (closureId !== null) await api.delete(`/api/organizations/${PALM_COVE_ID}/closures/${closureId}`);
      const response = await api.get(
        `/api/bookings?organizationId=${PALM_COVE_ID}&from=${MOVE_DAY}&to=${MOVE_DAY}`,
      );
      for (const { id, title } of (await response.json()) as CreatedBooking[]) {
        if (title.endsWith(` ${stamp}`)) await api.delete(`/api/bookings/${id}`);
      }
      await api.dispose();
    }
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { createBooking, expectToast, type CreatedBooking } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/*
 * A bulk Finalize as one change set: the owner selects 12 pending bookings of three Palm Cove
 * departments, sees the preview list each with its change, applies it, and after a reload the
 * server's Undo (n) restores all 12 to pending; the activity log then shows each change set as one
 * line that expands to its bookings. The bookings are four months ahead, a month no other
 * browser test books in.
 */

const OWNER = 'owner@encore.test';
const PALM_COVE_ID = 1;
const MONTH = moment().add(4, 'months').startOf('month');
const MONTHS_AHEAD = 4;
const DEPARTMENTS = ['Lobby Bar', 'Nolita', 'The Grill'] as const;
const BOOKINGS = 12;
const TIME = '19:00';
const TIME_LABEL = '7:00 PM';

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The 2nd to the 13th of the month, one booking a day, so each shows in its own month cell. */
function dayOf(index: number): string {
  return MONTH.clone()
    .date(2 + index)
    .format('YYYY-MM-DD');
}

async function createPendingBookings(api: APIRequestContext): Promise<CreatedBooking[]> {
  const stamp = Date.now() % 100000;
  const bookings: CreatedBooking[] = [];
  for (let index = 0; index < BOOKINGS; index += 1) {
    bookings.push(
      await createBooking(api, {
        // Two digits: no title is the start of another.
        title: `Finale ${stamp}-${String(index + 1).padStart(2, '0')}`,
        date: dayOf(index),
        time: TIME,
        department: DEPARTMENTS[index % DEPARTMENTS.length] ?? 'Lobby Bar',
        organizationId: PALM_COVE_ID,
        status: 'pending',
      }),
    );
  }
  return bookings;
}

/** Each booking's status as the API reads it now, in the bookings' order. */
async function statusesOf(api: APIRequestContext, bookings: readonly CreatedBooking[]): Promise<string[]> {
  const range = `from=${MONTH.format('YYYY-MM-DD')}&to=${MONTH.clone().endOf('month').format('YYYY-MM-DD')}`;
  const response = await api.get(`/api/bookings?organizationId=${PALM_COVE_ID}&${range}`);
  expect(response.status()).toBe(200);
  const read = (await response.json()) as CreatedBooking[];
  return bookings.map(({ id }) => read.find((booking) => booking.id === id)?.status ?? 'missing');
}

function allOf(status: string): string[] {
  return Array.from({ length: BOOKINGS }, () => status);
}

async function showMonth(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
  for (let step = 0; step < MONTHS_AHEAD; step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByText(MONTH.format('MMMM YYYY'), { exact: true })).toBeVisible();
}

/** A booking's chip in its month cell. */
function chipOf(page: Page, booking: CreatedBooking) {
  return page
    .locator(`.month-day[data-date="${booking.date}"] .month-event`)
    .filter({ hasText: booking.title });
}

/** Waits until the month grid shows every booking, exactly `count` of them marked 'Pending'. */
async function expectPendingMarks(page: Page, bookings: readonly CreatedBooking[], count: number) {
  for (const booking of bookings) {
    await expect(chipOf(page, booking)).toBeVisible();
  }
  await expect
    .poll(async () => {
      let marked = 0;
      for (const booking of bookings) {
        if ((await chipOf(page, booking).getByText('Pending', { exact: true }).count()) > 0) marked += 1;
      }
      return marked;
    })
    .toBe(count);
}

test.describe('change sets on the calendar', () => {
  // The whole month grid on screen.
  test.use({ viewport: { width: 1400, height: 1400 } });

  test('when the owner finalizes 12 bookings of 3 departments, then the preview lists them, one apply confirms them all, and after a reload Undo restores them to pending', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const bookings = await createPendingBookings(api);
    await signIn(page, OWNER);
    await showMonth(page);
    await expectPendingMarks(page, bookings, BOOKINGS);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    for (const booking of bookings) {
      await page.getByRole('checkbox', { name: `Select ${booking.title} at ${TIME_LABEL}` }).check();
    }
    await page.getByRole('button', { name: `Finalize (${BOOKINGS})` }).click();

    const preview = page.getByRole('dialog', { name: 'Finalize Bookings' });
    await expect(preview.getByText(`${BOOKINGS} bookings would change`)).toBeVisible();
    const items = preview
      .getByRole('list', { name: 'Bookings to change' })
      .locator(':scope > li')
      .filter({ hasText: 'Status: pending → confirmed' });
    await expect(items).toHaveCount(BOOKINGS);
    for (const booking of bookings) {
      await expect(items.filter({ hasText: booking.title })).toHaveCount(1);
    }
    // The preview is a dry run: nothing is written before Apply.
    expect(await statusesOf(api, bookings)).toEqual(allOf('pending'));

    await preview.getByRole('button', { name: 'Finalize all' }).click();
    await expectToast(page, `${BOOKINGS} bookings finalized successfully`);
    await expect(preview).toBeHidden();
    await expect.poll(() => statusesOf(api, bookings)).toEqual(allOf('confirmed'));
    await expectPendingMarks(page, bookings, 0);

    await page.reload();
    await showMonth(page);
    await expectPendingMarks(page, bookings, 0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const undo = page.getByRole('button', { name: /^Undo \((\d+)\)$/ });
    // Edit mode reads the server's Undo list when it opens: Undo (0) stands disabled until it arrives.
    await expect(undo).toBeEnabled();
    const undoCount = Number(/\((\d+)\)/.exec((await undo.textContent()) ?? '')?.[1] ?? 0);
    expect(undoCount).toBeGreaterThanOrEqual(1);

    await undo.click();
    await expectToast(page, 'Undone: Last action has been undone.');
    await expect.poll(() => statusesOf(api, bookings)).toEqual(allOf('pending'));
    await expectPendingMarks(page, bookings, BOOKINGS);

    // The activity log: one line per change set, expanded to each booking's old and new status.
    await page.goto('/admin');
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    const undone = activity
      .getByRole('listitem')
      .filter({ hasText: `Undo · ${BOOKINGS} bookings` })
      .first();
    const finalized = activity
      .getByRole('listitem')
      .filter({ hasText: `Finalize · ${BOOKINGS} bookings` })
      .first();
    await expect(undone).toContainText('booking_updated');
    await finalized.getByRole('button', { name: 'Show changes' }).click();
    await expect(
      finalized.getByRole('listitem').filter({ hasText: /Status:\s*pending → confirmed/ }),
    ).toHaveCount(BOOKINGS);
    await undone.getByRole('button', { name: 'Show changes' }).click();
    await expect(
      undone.getByRole('listitem').filter({ hasText: /Status:\s*confirmed → pending/ }),
    ).toHaveCount(BOOKINGS);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expectNoViolations(page);
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { settledScreen } from '../support/axe-audit';
import { expect, signIn, test } from '../support/fixtures';
import { PHONE_WIDTH } from '../support/layout';

/**
 * The README's pictures of the main screens, taken from the production build with the demo data and
 * signed in as the demo owner: `npx playwright test -c screenshots/playwright.config.ts` in e2e/ (after
 * `npm run build`). Each test saves one or two PNGs into docs/images/. The booking chips' instrument
 * icons are emoji: without an emoji font (Debian's fonts-noto-color-emoji) they show as empty boxes.
 */

const OWNER = 'owner@encore.test';
const IMAGES = join(__dirname, '..', '..', 'docs', 'images');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: PHONE_WIDTH, height: 844 };

test.describe.configure({ mode: 'serial' });

/** Saves the page (or one part of it) once it stands still, with no pointer hovering anything. */
async function save(page: Page, name: string, options: { fullPage?: boolean; part?: Locator } = {}) {
  mkdirSync(IMAGES, { recursive: true });
  await page.mouse.move(0, 0);
  await settledScreen(page);
  const path = join(IMAGES, name);
  if (options.part) await options.part.screenshot({ path });
  else await page.screenshot({ path, fullPage: options.fullPage ?? false });
}

/** Signs in as the owner and waits for the demo month, the sign-in toast dismissed. */
async function openDemoMonth(page: Page): Promise<void> {
  await signIn(page, OWNER);
  await expect(page.locator('.month-day .month-event').first()).toBeVisible();
  await dismissToasts(page);
}

async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

/** Opens the day view of the first day of the shown month whose bookings name performers. */
async function openBusyDay(page: Page): Promise<void> {
  const day = page.locator('.month-day:not(.month-day-other):has(.month-event)').first();
  await day.locator('.month-day-number').click();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('the month view at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openDemoMonth(page);
  await save(page, 'month-view-1280.png', { fullPage: true });
});

test('the booking dialog checking availability live', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openDemoMonth(page);
  await openBusyDay(page);
  const edit = page.getByRole('button', { name: /^Edit .+ at / }).first();
  const time = /at (\d{1,2}:\d{2} [AP]M)$/.exec((await edit.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: 'Add Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
  await dialog.getByLabel('Start Time').selectOption({ label: time });
  const end = moment(time, 'h:mm A').add(1, 'hour').format('h:mm A');
  await dialog.getByLabel('End Time').selectOption({ label: end });
  await dialog.getByLabel('Department').selectOption({ index: 1 });
  // Once the date, times and venue are set, the check marks each performer: ✓ free, ⚠ booked, ⛔ away.
  await expect(dialog.getByText(/^[✓⚠⛔]$/).first()).toBeVisible();
  await save(page, 'booking-dialog-1280.png', { part: dialog });
});

test('the closure dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, OWNER);
  await page.goto('/departments');
  await dismissToasts(page);
  await page.getByRole('region', { name: 'Closures' }).getByRole('button', { name: 'Add Closure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Closure' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Private wedding');
  await save(page, 'closure-dialog-1280.png', { part: dialog });
});

test('the change-set preview of finalizing the pending bookings', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openDemoMonth(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Select All' }).click();
  await page.getByRole('button', { name: /^Finalize \(\d+\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalize Bookings' });
  await expect(dialog.getByRole('list', { name: 'Bookings to change' })).toBeVisible();
  await save(page, 'change-set-preview-1280.png');
});

test('User Management, Performer Manager and the dashboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, OWNER);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await dismissToasts(page);
  await page
    .getByRole('button', { name: /manager@palmcove\.test/ })
    .first()
    .click();
  await save(page, 'user-management-1280.png');

  await page.goto('/performers');
  await expect(page.getByRole('heading', { level: 1, name: 'Performer Manager' })).toBeVisible();
  await save(page, 'performer-manager-1280.png');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'System Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historical Trends, last 7 days' })).toBeVisible();
  await save(page, 'dashboard-1280.png', { fullPage: true });
});

test('the public schedule', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await save(page, 'public-schedule-1280.png', { fullPage: true });
  await page.setViewportSize(PHONE);
  await save(page, 'public-schedule-390.png', { fullPage: true });
});

test("a performer's own page on a phone", async ({ page }) => {
  const owner = await apiSignedInAs(OWNER);
  const performers = (await (await owner.get('/api/performers')).json()) as { id: number; name: string }[];
  const performer = performers[0];
  if (performer === undefined) throw new Error('the demo data has no performer');
  const link = await owner.post(`/api/performers/${performer.id}/page/reset`);
  expect(link.status(), await link.text()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  await owner.dispose();

  await page.setViewportSize(PHONE);
  await page.goto(`/performer${new URL(url).hash}`);
  await expect(page.getByRole('heading', { level: 1, name: performer.name })).toBeVisible();
  await save(page, 'performer-page-390.png', { fullPage: true });
});

test('the calendar on a phone: the month list and the selected day', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, OWNER);
  const list = page.getByRole('region', { name: 'Month list' });
  await expect(list.locator('li li').first()).toBeVisible();
  await dismissToasts(page);
  await save(page, 'phone-month-list-390.png');
  await page.getByRole('button', { name: 'Selected Day', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Selected day' })).toBeVisible();
  await save(page, 'phone-selected-day-390.png', { fullPage: true });
});

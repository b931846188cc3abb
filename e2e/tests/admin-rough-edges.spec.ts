import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { request, type Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { E2E_BASE_URL } from '../support/environment';
import { expect, signIn, test } from '../support/fixtures';

const OWNER = 'owner@encore.test';
const PALM_COVE_ID = 1;
const CSV_HEADER =
  'Date,Start,End,Duration (minutes),Title,Organization,Department,Ensemble,Performers,Status,Notes';

/** axe-core on one part of the page: the new parts are checked, not the rest of the screen. */
async function expectNoViolationsIn(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function openActivityLogOf(page: Page, action: string, search: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'System Dashboard' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Recent Activity' })
    .getByRole('button', { name: 'View All' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Complete Activity Log' });
  await dialog.getByLabel('Action').selectOption(action);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(search);
  await expect(dialog.getByText('Page 1 • Showing 1 entries')).toBeVisible();
  return dialog;
}

test('when the owner sets a venue’s conflict policy to Block, then it reads back after a reload and the activity log says so in words', async ({
  page,
}) => {
  const owner = await apiSignedInAs(OWNER);
  try {
    await signIn(page, OWNER);
    await page.goto('/departments');
    await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
    const policy = page.getByRole('group', { name: 'Performer conflicts' });
    await expect(policy.getByRole('radio', { name: 'Warn' })).toBeChecked();
    await expect(policy.getByText('Save the booking and list the conflicts')).toBeVisible();
    await expect(policy.getByText('Refuse the booking and save nothing')).toBeVisible();
    await expectNoViolationsIn(page, 'fieldset');

    await policy.getByRole('radio', { name: 'Block' }).check();
    await expect(page.getByText('Conflict policy updated')).toBeVisible();

    await page.reload();
    await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
    await expect(
      page.getByRole('group', { name: 'Performer conflicts' }).getByRole('radio', { name: 'Block' }),
    ).toBeChecked();
    const stored = await owner.get(`/api/booking-policies/${PALM_COVE_ID}`);
    expect(await stored.json()).toEqual({ organizationId: PALM_COVE_ID, conflictPolicy: 'block' });

    const log = await openActivityLogOf(page, 'all', 'booking_policy_updated');
    await expect(log.getByText('Performer conflict policy changed from Warn to Block.')).toBeVisible();
  } finally {
    // The other browser tests book into Palm Cove under its default policy.
    await owner.put(`/api/booking-policies/${PALM_COVE_ID}`, { data: { conflictPolicy: 'warn' } });
    await owner.dispose();
  }
});

test('when someone signs in with a wrong password, then the Complete Activity Log tells it as a sentence, not JSON', async ({
  page,
}) => {
  const stranger = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });
  const refused = await stranger.post('/api/auth/login', {
    data: { email: 'dusk@palmcove.test', password: 'Not-the-password-1' },
  });
  expect(refused.status()).toBe(401);
  await stranger.dispose();

  await signIn(page, OWNER);
  const log = await openActivityLogOf(page, 'login_failed', 'dusk@palmcove.test');

  const entry = log.getByRole('listitem');
  await expect(entry.getByText('Sign-in failed: wrong password.')).toBeVisible();
  await expect(entry).not.toContainText('{');
  await expect(entry).not.toContainText('wrong_password');
  await expectNoViolationsIn(page, '[role="dialog"]');
});

test('when an org admin presses Export on the calendar, then a CSV of what they look at downloads under the server’s name', async ({
  page,
}) => {
  await signIn(page, 'manager@palmcove.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
  await expect(page.getByText('Loading bookings...')).toHaveCount(0);
  const exportButton = page.getByRole('button', { name: 'Export' });
  await expect(exportButton).toBeEnabled();
  await expectNoViolationsIn(page, 'main');

  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;

  const asked = new URL(download.url());
  expect(asked.pathname).toBe('/api/bookings.csv');
  const from = asked.searchParams.get('from') ?? '';
  const to = asked.searchParams.get('to') ?? '';
  expect(asked.searchParams.get('organizationId')).toBe(String(PALM_COVE_ID));
  expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(download.suggestedFilename()).toBe(`bookings-palm-cove-${from}-to-${to}.csv`);

  const file = await readFile(await download.path(), 'utf8');
  const [header, firstRow] = file.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(CSV_HEADER);
  const manager = await apiSignedInAs('manager@palmcove.test');
  const served = await manager.get(`${asked.pathname}${asked.search}`);
  expect(file).toBe(await served.text());
  await manager.dispose();
  if (firstRow) {
    // The demo books Palm Cove through the visible month: each row is a date of the range, of Palm Cove.
    const date = firstRow.slice(0, 10);
    expect(date >= from && date <= to).toBe(true);
    expect(firstRow).toContain('Palm Cove Beach Resort');
  }
});

test('when a pending user was never invited, then User Management offers to send the invitation, not to resend it', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.goto('/users');
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  const row = page.getByRole('listitem').filter({ hasText: 'newhire@palmcove.test' });

  await expect(row.getByText('No invitation sent yet')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0);
});

import { request, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/environment';
import { expect, signIn, test } from '../support/fixtures';

async function failedLogins(page: Page): Promise<number> {
  const value = page.getByRole('region', { name: 'Security' }).locator('dt:has-text("Failed Logins") + dd');
  return Number((await value.textContent())?.replace(/\D/g, '') ?? Number.NaN);
}

test('when the owner opens /admin, then live figures follow new activity and the activity log can be searched', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'System Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Security' }).getByText('Failed Logins')).toBeVisible();
  const before = await failedLogins(page);

  // Two failed sign-ins of an unknown address (no demo account gets closer to its throttle).
  const stranger = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await stranger.post('/api/auth/login', {
      data: { email: 'nobody@nowhere.test', password: 'Wrong-password-1' },
    });
    expect(response.status()).toBe(401);
  }
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => failedLogins(page)).toBeGreaterThanOrEqual(before + 2);

  await page.getByRole('button', { name: 'View All' }).click();
  const log = page.getByRole('dialog', { name: 'Complete Activity Log' });
  await log.getByLabel('Search').fill('owner@encore.test');
  await expect(log.getByText(/^Page 1 • Showing \d+ entries$/)).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'login_success' }).first()).toBeVisible();
  await log.getByLabel('Search').fill('no-such-entry-anywhere');
  await expect(log.getByText('No activity found')).toBeVisible();
});

test('when a super admin opens /admin, then the guard sends them to the calendar', async ({ page }) => {
  await signIn(page, 'admin@encore.test');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
});

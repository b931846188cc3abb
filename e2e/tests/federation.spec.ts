import { test, expect, signIn } from '../support/fixtures';

test('when the admin remote cannot be loaded, then its routes show an error panel with retry and the calendar still works', async ({
  page,
}) => {
  await page.route('**/remotes/admin/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await signIn(page, 'owner@encore.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: /Users/ }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible();

  await page.unroute('**/remotes/admin/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Calendar/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
});

// The automatic page-error fixture fails the test on an "Invalid hook call" or a second React.
test('when the portal loads every remote, then there is exactly one React in the page', async ({ page }) => {
  await signIn(page, 'owner@encore.test');
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Schedule' })).toBeVisible();
});

test('when a remote manifest is read, then it comes from the server at run time', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, string>;
  expect(Object.keys(manifest).sort()).toEqual(['mfe_admin', 'mfe_calendar', 'mfe_public']);
});

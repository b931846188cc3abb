import { test, expect, signIn } from '../support/fixtures';

test('when a visitor opens the calendar, then the guard sends them to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Portal' })).toBeVisible();
});

test('when the password is wrong, then the Login failed toast says Incorrect password.', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('owner@encore.test');
  await page.getByLabel(/^password/i).fill('Wrong-password-1');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Incorrect password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('when the e-mail is unknown, then the toast says No account found with this email address.', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('nobody@nowhere.test');
  await page.getByLabel(/^password/i).fill('Portal-demo-1');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('No account found with this email address.')).toBeVisible();
});

test('when a signed-in user logs out, then the toast shows and the calendar needs a new login', async ({
  page,
}) => {
  await signIn(page, 'dusk@palmcove.test');
  await page.getByRole('banner').getByRole('button', { name: /dusk/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('when a route does not exist, then the 404 screen shows its texts', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('when the session says the e-mail is not allowed, then /unauthorized shows Access Denied and Sign Out leads to /login', async ({
  page,
}) => {
  await signIn(page, 'lobby@palmcove.test');
  // The demo data has no disallowed account: the browser sees the session answer an API would give one.
  await page.route('**/api/auth/session', async (route) => {
    const response = await route.fetch();
    const session = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...session, allowed: false } });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('Your email address is not authorized to access this application.'),
  ).toBeVisible();
  await page.unroute('**/api/auth/session');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('when the theme is switched to dark, then it survives a reload', async ({ page }) => {
  await signIn(page, 'owner@encore.test');
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: /theme|dark mode/i }).click();
  const after = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(after).not.toEqual(before);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toEqual(after);
});

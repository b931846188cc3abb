import { test, expect } from '../support/fixtures';

test('when a pending user registers through the form, then the page says a link was mailed and nobody is signed in', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel(/organization/i).selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByLabel(/email/i).fill('newhire@palmcove.test');
  await expect(page.getByLabel(/department/i)).toHaveValue('Lobby Bar');
  await page.getByLabel(/^password/i).fill('Newhire-pass-1');
  await page.getByLabel(/confirm password/i).fill('Newhire-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('We sent a link to newhire@palmcove.test. Open it to finish creating your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Account created successfully')).toHaveCount(0);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});

test('when an unknown e-mail is typed, then the register screen says it is not in the system', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel(/organization/i).selectOption({ label: 'Cypress Hills Country Club' });
  await page.getByLabel(/email/i).fill('stranger@cypresshills.test');
  await expect(
    page.getByText('Email not found in our system. Please contact your administrator.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
});

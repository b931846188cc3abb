import { test, expect } from '../support/fixtures';

test('when a pending user registers, then the account is created and they land on their calendar', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel(/organization/i).selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByLabel(/email/i).fill('newhire@palmcove.test');
  await expect(page.getByLabel(/department/i)).toHaveValue('Lobby Bar');
  await page.getByLabel(/^password/i).fill('Newhire-pass-1');
  await page.getByLabel(/confirm password/i).fill('Newhire-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
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

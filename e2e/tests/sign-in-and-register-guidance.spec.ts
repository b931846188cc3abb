import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { expect, test } from '../support/fixtures';

const NO_ACCOUNT = 'No account found with this email address.';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A Palm Cove Lobby Bar user an owner has just added: pending, with no password yet. */
async function addPendingPalmCoveUser(): Promise<string> {
  const email = `e2e-pending-${Date.now()}@palmcove.test`;
  const owner = await apiSignedInAs('owner@encore.test');
  const response = await owner.post('/api/admin/users', {
    headers: { 'x-is-admin': 'true' },
    data: { email, department: 'Lobby Bar', permissionLevel: 'user', organizationId: 1 },
  });
  expect(response.status(), await response.text()).toBe(201);
  await owner.dispose();
  return email;
}

test('when a pending user tries to sign in, then the spec text is toasted and the form links to Register with their e-mail, where the account can be made', async ({
  page,
}) => {
  const email = await addPendingPalmCoveUser();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Whatever-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText(NO_ACCOUNT, { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(
    form.getByText('Added by an administrator but not registered yet? Create your account.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('link', { name: 'Create your account' }).click();

  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await expect(page.getByLabel('Department')).toHaveValue('Lobby Bar');
});

test('when Cypress Hills is chosen and a pending Palm Cove e-mail is typed, then nothing is filled in; choosing Palm Cove fills its department', async ({
  page,
}) => {
  const email = await addPendingPalmCoveUser();
  await page.goto('/register');

  await page.getByLabel('Organization').selectOption({ label: 'Cypress Hills Country Club' });
  await page.getByLabel('Email').fill(email);

  await expect(
    page.getByText('Email not found in our system. Please contact your administrator.'),
  ).toBeVisible();
  await expect(page.getByLabel('Department')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();

  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });

  await expect(page.getByLabel('Department')).toHaveValue('Lobby Bar');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
});

test('when Register opens, then the whole password rule shows before any submit and each part is ticked as the password is typed', async ({
  page,
}) => {
  await page.goto('/register');
  const rule = page.getByRole('list').filter({ hasText: 'At least 8 characters' });
  await expect(page.getByText('Your password needs:')).toBeVisible();
  await expect(rule.getByRole('listitem')).toHaveText([
    /At least 8 characters \(not met yet\)/,
    /At most 128 characters \(met\)/,
    /One uppercase letter \(not met yet\)/,
    /One lowercase letter \(not met yet\)/,
    /One number \(not met yet\)/,
  ]);
  await expectNoAxeViolations(page);

  await page.getByLabel('Password', { exact: true }).pressSequentially('portal-Demo');
  await expect(rule.getByRole('listitem').filter({ hasText: '(not met yet)' })).toHaveText([/One number/]);
  await page.getByLabel('Password', { exact: true }).pressSequentially('1');

  await expect(rule.getByRole('listitem').filter({ hasText: '(not met yet)' })).toHaveCount(0);
});

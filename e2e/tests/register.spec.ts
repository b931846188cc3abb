import { test, expect } from '../support/fixtures';
import { linkTo, mailInboxOfThisFile } from '../support/mail-inbox';

// One inbox on the port the portal sends to, listening before the first registration mails a link;
// the second test opens the link the first one's registration mailed.
test.describe.configure({ mode: 'serial' });

const inbox = mailInboxOfThisFile();

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

test('when the mailed link is opened, then the account is created only with the password chosen on the form', async ({
  page,
}) => {
  const mail = await inbox().waitForMail('newhire@palmcove.test', '/register/confirm#token=');
  expect(mail.subject).toBe('Finish creating your Booking Portal account');
  await page.goto(linkTo(mail, '/register/confirm'));
  await expect(page.getByLabel('Email')).toHaveValue('newhire@palmcove.test');
  await expect(page.getByLabel('Organization')).toHaveValue('Palm Cove Beach Resort');

  await page.getByLabel('Password', { exact: true }).fill('Newhire-pass-2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This is not the password chosen when registering. Register again to choose a new one.',
  );
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);

  await page.getByLabel('Password', { exact: true }).fill('Newhire-pass-1');
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

import AxeBuilder from '@axe-core/playwright';
import { request, type Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { E2E_BASE_URL } from '../support/environment';
import { PHONE_WIDTH, pageScrollsSideways } from '../support/layout';
import { linkTo, mailInboxOfThisFile } from '../support/mail-inbox';
import { test, expect, signIn } from '../support/fixtures';

/** Added by the owner in the first test, invited, and registered through the invitation's link. */
const INVITED = 'head-sommelier@palmcove.test';
const INVITED_PASSWORD = 'Sommelier-pass-1';
/** Added by the owner; a stranger registers it through /register, then its owner does. */
const FORM_REGISTRANT = 'barback@palmcove.test';
const STRANGER_PASSWORD = 'Stranger-pass-1';
const REGISTRANT_PASSWORD = 'Barback-pass-2';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Nobody is signed in in this browser: the session read answers 401. */
async function expectSignedOut(page: Page): Promise<void> {
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
}

/** Leaves the account the test was signed in as, as a new visitor of the same browser would be. */
async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  await expectSignedOut(page);
}

async function registerThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel(/organization/i).selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByLabel(/email/i).fill(email);
  await expect(page.getByLabel(/department/i)).toHaveValue('DUSK');
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The status of a sign-in with these credentials, from a client of its own (not this browser). */
async function signInStatus(email: string, password: string): Promise<number> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } });
  try {
    return (await api.post('/api/auth/login', { data: { email, password } })).status();
  } finally {
    await api.dispose();
  }
}

// One inbox on the port the portal sends to; the tests build on each other's accounts.
test.describe.configure({ mode: 'serial' });

const inbox = mailInboxOfThisFile();

test('when the owner adds a user, then the invitation arrives and its link sets a password and lands on the calendar', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  await page.goto('/users');
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Email Address').fill(INVITED);
  await dialog.getByLabel('Permission Level').selectOption({ label: 'User' });
  await dialog.getByLabel('Department').selectOption('Lobby Bar');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User has been added successfully.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: INVITED });
  await expect(row.getByText(/^Invitation sent /)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resend invitation' })).toBeVisible();

  const invitation = await inbox().waitForMail(INVITED, '/invitation#token=');
  expect(invitation.html).toContain('/invitation#token=');
  const link = linkTo(invitation, '/invitation');
  await forgetSession(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(INVITED);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Organization')).toHaveValue('Palm Cove Beach Resort');
  await expect(page.getByLabel('Department')).toHaveValue('Lobby Bar');
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(/\/invitation$/);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^password/i).fill(INVITED_PASSWORD);
  await page.getByLabel(/confirm password/i).fill(INVITED_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();

  // The link is single use: opened again, it says so and offers no form.
  await forgetSession(page);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await expect(page.getByLabel(/^password/i)).toHaveCount(0);
});

test("when a stranger registers a pending e-mail through the form, then nobody is signed in, the address's owner cannot finish the mailed link with their own password, and finishes after registering themselves", async ({
  page,
}) => {
  const owner = await apiSignedInAs('owner@encore.test');
  const added = await owner.post('/api/admin/users', {
    data: { email: FORM_REGISTRANT, department: 'DUSK', permissionLevel: 'user', organizationId: 1 },
  });
  expect(added.status()).toBe(201);
  await owner.dispose();

  // A stranger who knows the pending address registers it with their own password.
  await registerThroughForm(page, FORM_REGISTRANT, STRANGER_PASSWORD);
  await expect(
    page.getByText(`We sent a link to ${FORM_REGISTRANT}. Open it to finish creating your account.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Account created successfully')).toHaveCount(0);
  await expectSignedOut(page);
  await expectNoAxeViolations(page);

  // The link goes to the address only. Its owner opens it on a phone; the page shows the account and
  // asks for the password chosen when registering, which they do not know.
  const strangersMail = await inbox().waitForMail(FORM_REGISTRANT, '/register/confirm#token=');
  expect(strangersMail.text).toContain('you will be asked for the password you chose on the form');
  await forgetSession(page);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await page.goto(linkTo(strangersMail, '/register/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(FORM_REGISTRANT);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Organization')).toHaveValue('Palm Cove Beach Resort');
  await expect(page).toHaveURL(/\/register\/confirm$/);
  await page.getByLabel('Password', { exact: true }).fill(REGISTRANT_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This is not the password chosen when registering. Register again to choose a new one.',
  );
  await expect(page.getByText('Account created successfully')).toHaveCount(0);
  await expectSignedOut(page);
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  // Nor can the stranger sign in with their password: the account was never created.
  expect(await signInStatus(FORM_REGISTRANT, STRANGER_PASSWORD)).toBe(401);

  // The owner of the address registers through the form themselves; their link finishes, by keyboard.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerThroughForm(page, FORM_REGISTRANT, REGISTRANT_PASSWORD);
  await expect(page.getByText(`We sent a link to ${FORM_REGISTRANT}.`, { exact: false })).toBeVisible();
  const ownersMail = await inbox().waitForMail(FORM_REGISTRANT, '/register/confirm#token=', undefined, [
    strangersMail,
  ]);
  await page.goto(linkTo(ownersMail, '/register/confirm'));
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type(REGISTRANT_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
  expect(await signInStatus(FORM_REGISTRANT, STRANGER_PASSWORD)).toBe(401);
  expect(await signInStatus(FORM_REGISTRANT, REGISTRANT_PASSWORD)).toBe(200);

  // The stranger's link died with the owner's registration.
  await forgetSession(page);
  await page.goto(linkTo(strangersMail, '/register/confirm'));
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('when a password is forgotten, then the mailed link sets a new one, signs in, and the old one fails', async ({
  page,
}) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(INVITED);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`If an account exists for ${INVITED}, we sent a link to reset its password.`),
  ).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  const reset = await inbox().waitForMail(INVITED, '/reset-password#token=');
  await page.goto(linkTo(reset, '/reset-password'));
  await expect(page.getByLabel('Email')).toHaveValue(INVITED);
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('Sommelier-new-2');
  await page.getByLabel('Confirm password').fill('Sommelier-new-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();

  await forgetSession(page);
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(INVITED);
  await page.getByLabel(/^password/i).fill(INVITED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect password.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, INVITED, 'Sommelier-new-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
});

test('when the owner disables an account, then its sign-in is refused until the owner enables it again', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  await page.goto('/users');
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByRole('button', { name: new RegExp(INVITED) }).click();
  const row = page.getByRole('listitem').filter({ hasText: INVITED });
  await row.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable User' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${INVITED} has been disabled and signed out.`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(INVITED) })).toContainText('Disabled');
  await expect(row.locator('dd', { hasText: 'Disabled' })).toBeVisible();
  await forgetSession(page);

  await page.goto('/login');
  await page.getByLabel(/email/i).fill(INVITED);
  await page.getByLabel(/^password/i).fill('Sommelier-new-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This account has been disabled.').first()).toBeVisible();
  await expectSignedOut(page);

  await signIn(page, 'owner@encore.test');
  await page.goto('/users');
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByRole('button', { name: new RegExp(INVITED) }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: INVITED })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(page.getByText(`${INVITED} has been enabled.`)).toBeVisible();
  await forgetSession(page);
  await signIn(page, INVITED, 'Sommelier-new-2');
});

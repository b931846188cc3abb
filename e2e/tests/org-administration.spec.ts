import type { Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { test, expect, signIn } from '../support/fixtures';
import { linkTo, startMailInbox, type MailInbox } from '../support/mail-inbox';

interface DepartmentRow {
  name: string;
  bookingCount: number;
}

async function logOut(page: Page, localPart: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(localPart, 'i') })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('when the owner adds a user, then that user registers through the mailed link and signs in to their calendar', async ({
  page,
}) => {
  const inbox = await startMailInbox();
  try {
    await addAndRegisterBartender(page, inbox);
  } finally {
    await inbox.stop();
  }
});

async function addAndRegisterBartender(page: Page, inbox: MailInbox): Promise<void> {
  await signIn(page, 'owner@encore.test');
  await page.goto('/users');
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Email Address').fill('bartender@palmcove.test');
  await dialog.getByLabel('Permission Level').selectOption({ label: 'User' });
  await dialog.getByLabel('Department').selectOption('DUSK');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User has been added successfully.')).toBeVisible();
  const row = page.getByRole('button', { name: /bartender@palmcove\.test/ });
  await expect(row).toContainText('Pending');
  await logOut(page, 'owner');

  await page.goto('/register');
  await page.getByLabel(/organization/i).selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByLabel(/email/i).fill('bartender@palmcove.test');
  await expect(page.getByLabel(/department/i)).toHaveValue('DUSK');
  await page.getByLabel(/^password/i).fill('Bartender-pass-1');
  await page.getByLabel(/confirm password/i).fill('Bartender-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The form alone signs nobody in: the address's owner finishes through the link mailed to it.
  await expect(page.getByText(/We sent a link to bartender@palmcove\.test/)).toBeVisible();
  const confirmation = await inbox.waitForMail('bartender@palmcove.test', '/register/confirm#token=');
  await page.goto(linkTo(confirmation, '/register/confirm'));
  // The link finishes only with the password chosen on the form.
  await expect(page.getByLabel('Email')).toHaveValue('bartender@palmcove.test');
  await page.getByLabel('Password', { exact: true }).fill('Bartender-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
  await logOut(page, 'bartender');

  await signIn(page, 'bartender@palmcove.test', 'Bartender-pass-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
}

test("when an org admin edits a user's department and level, then the user becomes an org admin there", async ({
  page,
}) => {
  const owner = await apiSignedInAs('owner@encore.test');
  const added = await owner.post('/api/admin/users', {
    data: {
      email: 'host@palmcove.test',
      department: 'Lobby Bar',
      permissionLevel: 'user',
      organizationId: 1,
    },
  });
  expect(added.status()).toBe(201);
  await owner.dispose();

  await signIn(page, 'manager@palmcove.test');
  await page.goto('/users');
  await page.getByRole('button', { name: /host@palmcove\.test/ }).click();
  await page.getByRole('button', { name: 'Edit User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Department').selectOption('The Grill');
  await dialog.getByLabel('Permission Level').selectOption({ label: 'Organization Admin' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();
  const row = page.getByRole('button', { name: /host@palmcove\.test/ });
  // A user who has not registered yet keeps the Pending badge; the level shows in the details.
  await expect(row).toContainText('The Grill');
  await expect(row).toContainText('Pending');
  const details = page.locator(`#${await row.getAttribute('aria-controls')}`);
  await expect(details).toContainText('Organization Admin');
  await expect(details).toContainText('Pending Registration');
});

test('when a department with bookings is deleted with a migration target, then its bookings move there', async ({
  page,
}) => {
  const owner = await apiSignedInAs('owner@encore.test');
  const departments = (await (await owner.get('/api/organizations/1/departments')).json()) as DepartmentRow[];
  await owner.dispose();
  // Lobby Bar, DUSK and The Grill stay: later tests (the public schedule's among them) book into them.
  const candidates = departments.filter(({ name }) => !['Lobby Bar', 'DUSK', 'The Grill'].includes(name));
  const source = candidates.find(({ bookingCount }) => bookingCount > 0);
  const target = candidates.find((department) => department !== source);
  expect(source, 'a seeded department with bookings').toBeDefined();
  if (!source || !target) return;

  await signIn(page, 'owner@encore.test');
  await page.goto('/departments');
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await page.getByRole('button', { name: `Delete ${source.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Department' });
  await dialog.getByLabel('Migrate bookings to').selectOption(target.name);
  await dialog.getByRole('button', { name: 'Delete Department' }).click();
  await expect(
    page.getByText(`Department deleted and ${source.bookingCount} bookings migrated to "${target.name}"`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${source.name}` })).toHaveCount(0);
  const expected = target.bookingCount + source.bookingCount;
  const targetCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: target.name }) });
  await expect(targetCard).toContainText(`${expected} ${expected === 1 ? 'booking' : 'bookings'}`);
});

test('when a super admin adds a performer, then it is listed with its instruments', async ({ page }) => {
  await signIn(page, 'admin@encore.test');
  await page.goto('/performers');
  await page.getByLabel('Performer Name').first().fill('Ava Strings');
  await page.getByRole('checkbox', { name: 'cello', exact: true }).check();
  await page.getByRole('checkbox', { name: 'viola', exact: true }).check();
  await page.getByRole('button', { name: 'Add Performer' }).click();
  await expect(page.getByText('Performer added successfully')).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: 'Ava Strings' });
  await expect(listed).toContainText('cello');
  await expect(listed).toContainText('viola');
});

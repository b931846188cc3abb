import { apiSignedInAs } from '../support/api-as';
import { test, expect, signIn } from '../support/fixtures';

const PALM_COVE = 1;

interface ListedUser {
  id: number;
  email: string;
  department: string | null;
}

test('when a department without bookings but with staff is deleted, then the dialog requires a target and the staff move there', async ({
  page,
}) => {
  const owner = await apiSignedInAs('owner@encore.test');
  const created = await owner.post('/api/departments', {
    data: { name: 'Wine Cellar', color: '#a7c7e7', organizationId: PALM_COVE },
  });
  expect(created.status()).toBe(201);
  const added = await owner.post('/api/admin/users', {
    data: {
      email: 'sommelier@palmcove.test',
      permissionLevel: 'user',
      department: 'Wine Cellar',
      organizationId: PALM_COVE,
    },
  });
  expect(added.status()).toBe(201);
  const sommelier = (await added.json()) as ListedUser;

  try {
    await signIn(page, 'owner@encore.test');
    await page.goto('/departments');
    await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
    await page.getByRole('button', { name: 'Delete Wine Cellar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Department' });
    await expect(dialog).toContainText(
      'This department has 1 user. Select a department to move them to before deleting it.',
    );
    await dialog.getByRole('button', { name: 'Delete Department' }).click();
    await expect(page.getByText('Migration Required')).toBeVisible();
    await expect(
      page.getByText('This department has 1 user. Please select a department to move them to.'),
    ).toBeVisible();

    await dialog.getByLabel('Move users to').selectOption('DUSK');
    await dialog.getByRole('button', { name: 'Delete Department' }).click();

    await expect(page.getByText('Department deleted and 1 user moved to "DUSK"')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Wine Cellar' })).toHaveCount(0);
    const users = (await (await owner.get(`/api/users?organizationId=${PALM_COVE}`)).json()) as ListedUser[];
    expect(users.find(({ email }) => email === sommelier.email)?.department).toBe('DUSK');
  } finally {
    await owner.delete(`/api/users/${sommelier.id}`);
    await owner.dispose();
  }
});

import { test, expect, signIn } from '../support/fixtures';

interface RoleCase {
  email: string;
  heading: string;
  subtitle: string;
  badge: string;
  nav: string[];
}

const roleCases: RoleCase[] = [
  {
    email: 'owner@encore.test',
    heading: 'Booking Calendar',
    subtitle: 'Admin view - Manage bookings for all users',
    badge: 'Owner',
    nav: ['Calendar', 'Users', 'Departments', 'Performers', 'Admin'],
  },
  {
    email: 'admin@encore.test',
    heading: 'Booking Calendar',
    subtitle: 'Admin view - Manage bookings for all users',
    badge: 'Super Admin',
    nav: ['Calendar', 'Users', 'Departments', 'Performers'],
  },
  {
    email: 'manager@palmcove.test',
    heading: 'Musician Calendar',
    subtitle: 'View musician bookings for Palm Cove Beach Resort',
    badge: 'Admin',
    nav: ['Calendar', 'Users', 'Departments'],
  },
  {
    email: 'lobby@palmcove.test',
    heading: 'Musician Calendar',
    subtitle: 'View musician bookings for Palm Cove Beach Resort',
    badge: 'User',
    nav: [],
  },
  {
    email: 'dusk@palmcove.test',
    heading: 'Musician Calendar',
    subtitle: 'View musician bookings for Palm Cove Beach Resort',
    badge: 'User',
    nav: [],
  },
  {
    email: 'manager@cypresshills.test',
    heading: 'Musician Calendar',
    subtitle: 'View musician bookings for Cypress Hills Country Club',
    badge: 'Admin',
    nav: ['Calendar', 'Users', 'Departments'],
  },
  {
    email: 'staff@cypresshills.test',
    heading: 'Musician Calendar',
    subtitle: 'View musician bookings for Cypress Hills Country Club',
    badge: 'User',
    nav: [],
  },
];

for (const role of roleCases) {
  test(`when ${role.email} signs in, then the calendar shows '${role.heading}', the ${role.badge} badge and ${role.nav.length || 'no'} nav items`, async ({
    page,
  }) => {
    await signIn(page, role.email);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: role.heading })).toBeVisible();
    await expect(main.getByText(role.subtitle)).toBeVisible();
    await expect(main.getByText(role.badge, { exact: true }).first()).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(role.email.split('@')[0]!, { exact: true })).toBeVisible();
    if (role.nav.length === 0) {
      await expect(page.getByRole('navigation')).toHaveCount(0);
    } else {
      const links = page.getByRole('navigation').getByRole('link');
      await expect(links).toHaveCount(role.nav.length);
      for (const [index, label] of role.nav.entries()) {
        await expect(links.nth(index)).toContainText(label);
      }
    }
  });
}

test('when a plain user opens /admin, then the guard sends them to the calendar', async ({ page }) => {
  await signIn(page, 'lobby@palmcove.test');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
});

test('when an org admin opens /performers, then the guard sends them to the calendar', async ({ page }) => {
  await signIn(page, 'manager@palmcove.test');
  await page.goto('/performers');
  await expect(page).toHaveURL(/\/$/);
});

test('when the owner opens each admin route, then its remote renders the route heading', async ({ page }) => {
  await signIn(page, 'owner@encore.test');
  for (const [path, heading] of [
    ['/users', 'User Management'],
    ['/departments', 'Department Manager'],
    ['/performers', 'Performer Manager'],
    ['/admin', 'System Dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

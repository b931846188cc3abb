import type { Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { AUDIT_DESKTOP_WIDTHS, AUDIT_WIDTHS, AxeAudit, resizeTo } from '../support/axe-audit';
import { expect, signIn, test } from '../support/fixtures';
import { PHONE_WIDTH } from '../support/layout';

/**
 * axe-core over every screen and dialog, for each role that reaches it, at 1280, 1024, 1920 and 390 px.
 * Each role uses one page, resized between widths (no new sign-in per width); every screen and width
 * is a soft expectation, so one run lists all that have violations.
 */

const OWNER = 'owner@encore.test';
const ORG_ADMIN = 'manager@palmcove.test';
const PLAIN_USER = 'lobby@palmcove.test';
const PHONE = [PHONE_WIDTH] as const;
/** A performer only this spec adds, whose own page the guest reads. */
const PERFORMER = { name: 'Aria Axecheck', email: 'aria.axecheck@performers-e2e.test' };

test.describe.configure({ timeout: 420_000 });
// A control that is missing fails its step soon, not at the end of the long timeout.
test.use({ actionTimeout: 15_000 });

async function showView(page: Page, view: string): Promise<void> {
  const button = page.getByRole('button', { name: view, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** The calendar's desktop views, then its two phone views. */
async function checkCalendarViews(page: Page, audit: AxeAudit): Promise<void> {
  await resizeTo(page, AUDIT_DESKTOP_WIDTHS[0]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const view of ['Month', 'Week', 'Day']) {
    await showView(page, view);
    await audit.check(`${view} view`, AUDIT_DESKTOP_WIDTHS);
  }
  await showView(page, 'Month');
  await resizeTo(page, PHONE_WIDTH);
  for (const view of ['Month List', 'Selected Day']) {
    await showView(page, view);
    await audit.check(`Phone ${view}`, PHONE);
  }
  await showView(page, 'Month List');
  await resizeTo(page, AUDIT_DESKTOP_WIDTHS[0]);
}

/** Opens the day view of the first day of the shown month that has a booking. */
async function openDayWithBookings(page: Page): Promise<void> {
  await resizeTo(page, AUDIT_DESKTOP_WIDTHS[0]);
  await showView(page, 'Month');
  const day = page.locator('.month-day:not(.month-day-other):has(.month-event)').first();
  await day.locator('.month-day-number').click();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('when axe-core checks the visitor screens, the public schedule and a performer page at every width, then there are no violations', async ({
  page,
}) => {
  const owner = await apiSignedInAs(OWNER);
  const added = await owner.post('/api/performers', {
    data: { name: PERFORMER.name, instruments: ['harp'], email: PERFORMER.email },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const link = await owner.post(`/api/performers/${id}/page/reset`);
  expect(link.status(), await link.text()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  await owner.dispose();

  const audit = new AxeAudit(page);
  const screens = [
    { name: 'Sign-in', path: '/login' },
    { name: 'Register', path: '/register' },
    { name: 'Reset request', path: '/forgot-password' },
    { name: 'Reset password', path: '/reset-password' },
    { name: 'Not found', path: '/no-such-page' },
    { name: 'Public schedule', path: '/public' },
    { name: 'Performer page', path: `/performer${new URL(url).hash}` },
  ];
  for (const { name, path } of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit.check(name, AUDIT_WIDTHS);
  }
});

test('when axe-core checks the owner calendar, its views and its dialogs at every width, then there are no violations', async ({
  page,
}) => {
  const audit = new AxeAudit(page);
  await signIn(page, OWNER);
  await checkCalendarViews(page, audit);
  // Only those who write bookings (the owner, a super admin) have the booking form.
  await audit.checkDialog(
    'Booking dialog',
    AUDIT_WIDTHS,
    () => page.getByRole('button', { name: 'Add Booking' }).click(),
    page.getByRole('dialog', { name: 'Create New Booking' }),
  );

  await openDayWithBookings(page);
  const edit = page.getByRole('button', { name: /^Edit .+ at / }).first();
  const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  const title = name.replace(/ at [^ ]+ [AP]M$/, '');
  await audit.checkDialog(
    'Edit booking dialog',
    AUDIT_DESKTOP_WIDTHS,
    () => edit.click(),
    page.getByRole('dialog', { name: 'Edit Booking' }),
  );
  for (const [button, dialog] of [
    ['Quick Duplicate', 'Quick Duplicate Booking'],
    ['Advanced Duplicate', 'Advanced Duplicate Booking'],
  ] as const) {
    await audit.checkDialog(
      `${dialog} dialog`,
      AUDIT_WIDTHS,
      () => page.getByRole('button', { name: `${button} ${name}`, exact: true }).click(),
      page.getByRole('dialog', { name: dialog, exact: true }),
    );
  }

  // The day view owns its History dialog: on a phone the day view (and so the dialog) gives way to the
  // phone's own views, so the dialog is read at the desktop widths.
  await audit.checkDialog(
    'History dialog',
    AUDIT_DESKTOP_WIDTHS,
    () => page.getByRole('button', { name: `History of ${name}`, exact: true }).click(),
    page.getByRole('dialog', { name: `History of ${title}` }),
  );

  await resizeTo(page, AUDIT_DESKTOP_WIDTHS[0]);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  await audit.check('Edit mode', AUDIT_DESKTOP_WIDTHS);
  await audit.checkDialog(
    'Change-set preview',
    AUDIT_WIDTHS,
    () => page.getByRole('button', { name: 'Delete (1)' }).click(),
    page.getByRole('dialog', { name: 'Delete Bookings' }),
  );
  await resizeTo(page, AUDIT_DESKTOP_WIDTHS[0]);
  await page.getByRole('button', { name: 'Done' }).click();

  await resizeTo(page, PHONE_WIDTH);
  await audit.checkDialog(
    'Phone booking menu',
    PHONE,
    () =>
      page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click(),
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Advanced Duplicate' }) }),
  );
});

test('when axe-core checks the owner administration screens and their dialogs at every width, then there are no violations', async ({
  page,
}) => {
  const audit = new AxeAudit(page);
  await signIn(page, OWNER);

  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await audit.check('User Management', AUDIT_WIDTHS);
  // The owner adds users; an org admin's users come by invitation and registration.
  await audit.checkDialog(
    'Add User dialog',
    AUDIT_WIDTHS,
    () => page.getByRole('button', { name: 'Add User' }).click(),
    page.getByRole('dialog', { name: 'Add New User' }),
  );
  await checkUserDialogs(page, audit);

  await page.goto('/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Department Manager' })).toBeVisible();
  await page.getByLabel('Organization').selectOption({ label: 'Palm Cove Beach Resort' });
  await audit.check('Department Manager', AUDIT_WIDTHS);
  await checkDepartmentDialogs(page, audit);

  await page.goto('/performers');
  await expect(page.getByRole('heading', { level: 1, name: 'Performer Manager' })).toBeVisible();
  await audit.check('Performer Manager', AUDIT_WIDTHS);
  const firstUnavailability = page.getByRole('button', { name: /^Unavailability of / }).first();
  const performer = ((await firstUnavailability.getAttribute('aria-label')) ?? '').replace(
    /^Unavailability of /,
    '',
  );
  for (const [button, dialog] of [
    ['Unavailability of', 'Unavailability'],
    ['Performer page for', 'Performer Page'],
    ['Calendar feed for', 'Calendar Feed'],
  ] as const) {
    await audit.checkDialog(
      `${dialog} dialog`,
      AUDIT_WIDTHS,
      () => page.getByRole('button', { name: `${button} ${performer}`, exact: true }).click(),
      page.getByRole('dialog', { name: dialog, exact: true }),
    );
  }

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'System Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historical Trends, last 7 days' })).toBeVisible();
  await audit.check('Dashboard', AUDIT_WIDTHS);
  await audit.checkDialog(
    'Activity log dialog',
    AUDIT_WIDTHS,
    () => page.getByRole('button', { name: 'View All' }).click(),
    page.getByRole('dialog', { name: 'Complete Activity Log' }),
  );
});

/** Edit, Disable and Delete of a plain user of Palm Cove. */
async function checkUserDialogs(page: Page, audit: AxeAudit): Promise<void> {
  await page.getByRole('button', { name: /lobby@palmcove\.test/ }).click();
  await audit.check('User Management, a user open', AUDIT_WIDTHS);
  for (const [button, dialog] of [
    ['Edit User', 'Edit User'],
    ['Disable', 'Disable User'],
    ['Delete User', 'Delete User'],
  ] as const) {
    await audit.checkDialog(
      `${dialog} dialog`,
      AUDIT_WIDTHS,
      () => page.getByRole('button', { name: button, exact: true }).click(),
      page.getByRole('dialog', { name: dialog }),
    );
  }
}

async function checkDepartmentDialogs(page: Page, audit: AxeAudit): Promise<void> {
  await audit.checkDialog(
    'Add Department dialog',
    AUDIT_WIDTHS,
    () => page.getByRole('button', { name: 'Add Department' }).click(),
    page.getByRole('dialog', { name: 'Create New Department' }),
  );
  await audit.checkDialog(
    'Edit Department dialog',
    AUDIT_WIDTHS,
    () =>
      page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click(),
    page.getByRole('dialog', { name: 'Edit Department' }),
  );
  await audit.checkDialog(
    'Delete Department dialog',
    AUDIT_WIDTHS,
    () =>
      page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click(),
    page.getByRole('dialog', { name: 'Delete Department' }),
  );
  await audit.checkDialog(
    'Closure dialog',
    AUDIT_WIDTHS,
    () => page.getByRole('region', { name: 'Closures' }).getByRole('button', { name: 'Add Closure' }).click(),
    page.getByRole('dialog', { name: 'Add Closure' }),
  );
}

test('when axe-core checks what an org admin reaches at every width, then there are no violations', async ({
  page,
}) => {
  const audit = new AxeAudit(page);
  await signIn(page, ORG_ADMIN);
  await checkCalendarViews(page, audit);

  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await audit.check('User Management', AUDIT_WIDTHS);
  await checkUserDialogs(page, audit);

  await page.goto('/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Department Manager' })).toBeVisible();
  await audit.check('Department Manager', AUDIT_WIDTHS);
  await checkDepartmentDialogs(page, audit);
});

test('when axe-core checks what a plain user reaches at every width, then there are no violations', async ({
  page,
}) => {
  const audit = new AxeAudit(page);
  await signIn(page, PLAIN_USER);
  await checkCalendarViews(page, audit);
});

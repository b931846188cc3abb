import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { TEST_MONTH, createBooking, testDate } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/**
 * A session that ends on the server under an open page (the account disabled by an administrator,
 * the session signed out from elsewhere): the page's next read is refused, and the portal drops every
 * cached answer of that user and shows the sign-in page saying why.
 */

interface SignedInUser {
  id: number;
  email: string;
}

async function signedInUserOf(page: Page): Promise<SignedInUser> {
  const response = await page.request.get('/api/auth/session');
  expect(response.status()).toBe(200);
  const session = (await response.json()) as { user: SignedInUser };
  return session.user;
}

/** The user's calendar on the test month, showing a booking of their organization made for this test. */
async function calendarShowingABooking(
  page: Page,
  owner: APIRequestContext,
  account: { email: string; organizationId: number; department: string },
): Promise<string> {
  const title = `Before the session ended ${Date.now()}`;
  await createBooking(owner, {
    title,
    date: testDate(12),
    time: '19:00',
    department: account.department,
    organizationId: account.organizationId,
  });
  await signIn(page, account.email);
  // A plain user's calendar (its heading is the musician calendar's), stepped to the test month.
  await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
  for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText(TEST_MONTH.format('MMMM YYYY'), { exact: true })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  return title;
}

async function expectSignInPageSaying(page: Page, sentence: string, bookingTitle: string): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(sentence);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(bookingTitle)).toHaveCount(0);
  await expect(page.locator('.month-event, .week-slot')).toHaveCount(0);
  await expect(page.getByText('Failed to fetch bookings')).toHaveCount(0);
  await expect(page.getByText('Failed to fetch venue closures')).toHaveCount(0);
}

test('when an administrator disables the account of an open calendar, then its next read shows the sign-in page saying so, with none of the bookings', async ({
  page,
}) => {
  const owner = await apiSignedInAs('owner@encore.test');
  const account = { email: 'staff@cypresshills.test', organizationId: 3, department: 'Clubhouse' };
  const title = await calendarShowingABooking(page, owner, account);
  const user = await signedInUserOf(page);

  const disabled = await owner.post(`/api/users/${user.id}/disable`);
  expect(disabled.status(), await disabled.text()).toBe(200);
  try {
    await page.getByRole('button', { name: 'Next month' }).click();

    await expectSignInPageSaying(page, 'This account has been disabled.', title);
  } finally {
    const enabled = await owner.post(`/api/users/${user.id}/enable`);
    expect(enabled.status(), await enabled.text()).toBe(200);
    await owner.dispose();
  }

  // Signing in again (the account enabled) opens the calendar anew, without the notice.
  await signIn(page, account.email);
  await expect(page.getByText('This account has been disabled.')).toHaveCount(0);
});

test('when the session of an open calendar is signed out from another window, then its next read shows the sign-in page saying so, with none of the bookings', async ({
  page,
  browser,
  pageErrors,
}) => {
  const owner = await apiSignedInAs('owner@encore.test');
  const account = { email: 'dusk@palmcove.test', organizationId: 1, department: 'DUSK' };
  const title = await calendarShowingABooking(page, owner, account);
  await owner.dispose();

  // Another window holding the same session signs it out.
  const elsewhere = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const other = await elsewhere.newPage();
    other.on('pageerror', (error) => pageErrors.push(error.message));
    await other.goto('/');
    await other.getByRole('button', { name: 'dusk' }).click();
    await other.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('alert')).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }

  await page.getByRole('button', { name: 'Next month' }).click();

  await expectSignInPageSaying(page, 'You have been signed out. Please sign in again.', title);
});

import moment from 'moment';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

const OWNER = 'owner@encore.test';

/**
 * Holds every bookings read that `matches` until the returned release is called: a slow bookings read,
 * as a person on a slow connection sees it.
 */
async function holdBookingReads(
  page: Page,
  matches: (query: URLSearchParams) => boolean,
): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/bookings' && matches(url.searchParams),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test.describe('a range or organization not read yet', () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('when the owner switches to Cypress Hills while its bookings are slow, then the month shows the skeleton, never Palm Cove’s bookings', async ({
    page,
  }) => {
    const release = await holdBookingReads(page, (query) => query.get('organizationId') === '3');
    await signIn(page, OWNER);
    const chips = page.locator('.month-day .month-event');
    await expect(chips.first()).toBeVisible();

    await page
      .getByRole('combobox', { name: 'Select Organization' })
      .selectOption({ label: 'Cypress Hills Country Club' });

    await expect(page.getByRole('status', { name: 'Loading bookings' })).toBeVisible();
    await expect(chips).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();

    release();
    await expect(page.getByRole('status', { name: 'Loading bookings' })).toHaveCount(0);
    await expect(page.locator('.month-grid')).toBeVisible();
  });

  test('when the next week’s bookings are slow, then stepping to it says Loading bookings... and shows none of this week’s', async ({
    page,
  }) => {
    const nextMonday = moment().startOf('isoWeek').add(1, 'week').format('YYYY-MM-DD');
    const release = await holdBookingReads(page, (query) => query.get('from') === nextMonday);
    await signIn(page, OWNER);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const blocks = page.locator('.week-slot');
    await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
    await expect(page.getByText('Loading bookings...')).toHaveCount(0);

    await page.getByRole('button', { name: 'Next week' }).click();

    await expect(page.getByText('Loading bookings...')).toBeVisible();
    await expect(blocks).toHaveCount(0);
    release();
    await expect(page.getByText('Loading bookings...')).toHaveCount(0);
    await expect(blocks.first()).toBeVisible();
  });
});

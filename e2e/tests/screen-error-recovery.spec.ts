import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/**
 * An error inside a screen (docs/PRODUCT.md section 2, error screen): the owner's dashboard is given a
 * malformed metrics answer, which it cannot render.
 */
const MALFORMED_METRICS = JSON.stringify({ requests: null, performance: null, security: null, system: null });
const STOPPED = 'Automatic recovery stopped after 3 attempts. Try again or force a refresh.';

/** Answers the first `malformedAnswers` reads of /api/admin/metrics malformed; counts every read. */
async function breakMetrics(page: Page, malformedAnswers: number): Promise<() => number> {
  let reads = 0;
  await page.route('**/api/admin/metrics', async (route) => {
    reads += 1;
    if (reads <= malformedAnswers) {
      await route.fulfill({ status: 200, contentType: 'application/json', body: MALFORMED_METRICS });
      return;
    }
    await route.continue();
  });
  return () => reads;
}

function requestsTotal(page: Page) {
  return page.getByRole('region', { name: 'Requests' }).locator('dt:has-text("Total") + dd');
}

test('when /api/admin/metrics answers malformed once, then /admin shows the error screen under the header and recovers by itself, reading the metrics again', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  const metricsReads = await breakMetrics(page, 1);

  await page.goto('/admin');

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(requestsTotal(page)).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  expect(metricsReads()).toBe(2);
});

test('when the metrics stay malformed past the 3 automatic recoveries, then Try Again reads them again and mounts the dashboard', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  const metricsReads = await breakMetrics(page, 4);

  await page.goto('/admin');

  await expect(page.getByText(STOPPED)).toBeVisible();
  expect(metricsReads()).toBe(4);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(requestsTotal(page)).toHaveText(/^\d[\d,]*$/);
  expect(metricsReads()).toBe(5);
});

test('when the dashboard failed and the owner leaves and comes back, then it reads its data again and shows', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  await breakMetrics(page, 4);
  await page.goto('/admin');
  await expect(page.getByText(STOPPED)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await nav.getByRole('link', { name: /^Admin/ }).click();

  await expect(requestsTotal(page)).toHaveText(/^\d[\d,]*$/);
});

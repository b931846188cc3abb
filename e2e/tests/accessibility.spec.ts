import AxeBuilder from '@axe-core/playwright';
import { test, expect, signIn } from '../support/fixtures';

async function expectNoViolations(page: import('@playwright/test').Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('when axe-core checks the visitor screens, then there are no violations', async ({ page }) => {
  for (const path of ['/login', '/register', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  }
});

test('when axe-core checks the signed-in shell in both themes, then there are no violations', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
  for (const theme of ['light', 'dark']) {
    for (const view of ['Month', 'Week', 'Day']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expect(page.getByRole('button', { name: view, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByText('Loading bookings...')).toHaveCount(0);
      await expectNoViolations(page);
    }
    if (theme === 'light') await page.getByRole('button', { name: /theme|dark mode/i }).click();
  }
});

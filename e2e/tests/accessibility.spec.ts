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
  await expectNoViolations(page);
  await page.getByRole('button', { name: /theme|dark mode/i }).click();
  await expectNoViolations(page);
});

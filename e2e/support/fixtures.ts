import { existsSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { CHROMIUM_PATH, DEMO_PASSWORD } from './environment';

const chromiumInstalled = existsSync(CHROMIUM_PATH);
if (!chromiumInstalled) {
  console.warn(
    `\n[e2e] SKIPPING browser tests: no Chromium at ${CHROMIUM_PATH}. Install Debian's package: apt-get install chromium\n`,
  );
}

/** Every test fails on a page error or a second React ("Invalid hook call"): both mean a broken federation. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Invalid hook call|more than one copy of React/i.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    await use(errors);
    expect(errors, 'page errors').toEqual([]);
  },
});

test.beforeEach(() => {
  test.skip(!chromiumInstalled, `Chromium is not installed at ${CHROMIUM_PATH} (apt-get install chromium)`);
});

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

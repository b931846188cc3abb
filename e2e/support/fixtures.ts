import { existsSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { CHROMIUM_PATH, DEMO_PASSWORD } from './environment';

const chromiumInstalled = existsSync(CHROMIUM_PATH);
if (!chromiumInstalled) {
  console.warn(
    `\n[e2e] SKIPPING browser tests: no Chromium at ${CHROMIUM_PATH}. Install Debian's package: apt-get install chromium\n`,
  );
}

export interface PageErrorFixtures {
  /** Skips the test, saying why, when there is no Chromium to run it (set up before any page). */
  requiresChromium: void;
  /** Uncaught page errors and console errors naming a second React, in the order they came. */
  pageErrors: string[];
  /** Errors a test provokes on purpose (a remote that must fail loudly), set with test.use. */
  allowedPageErrors: readonly RegExp[];
}

const SECOND_REACT = /Invalid hook call|more than one copy of React/i;

/**
 * Every test fails on a page error or a second React ("Invalid hook call"): both mean a broken page
 * or federation. The fixture is automatic, so no test can forget it; it watches the test's page and
 * every page opened in its context after it (a popup, a second tab).
 */
export const test = base.extend<PageErrorFixtures>({
  requiresChromium: [
    // browserName only names the browser: asking for it launches nothing.
    async ({ browserName }, use, testInfo) => {
      testInfo.skip(
        !chromiumInstalled,
        `${browserName} is not installed at ${CHROMIUM_PATH} (apt-get install chromium)`,
      );
      await use();
    },
    { auto: true },
  ],
  allowedPageErrors: [[], { option: true }],
  pageErrors: [
    async ({ requiresChromium, page, allowedPageErrors }, use) => {
      // Asked for before the page, so that without Chromium the test is skipped before a launch fails.
      void requiresChromium;
      const errors: string[] = [];
      const watch = (watched: Page): void => {
        watched.on('pageerror', (error) => errors.push(error.message));
        watched.on('console', (message) => {
          if (message.type() === 'error' && SECOND_REACT.test(message.text())) errors.push(message.text());
        });
      };
      watch(page);
      page.context().on('page', watch);
      await use(errors);
      const unexpected = errors.filter((error) => !allowedPageErrors.some((allowed) => allowed.test(error)));
      expect(unexpected, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

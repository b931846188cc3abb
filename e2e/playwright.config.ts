import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_PATH,
  E2E_BASE_URL,
  E2E_REMOTE_RELEASES_ORIGIN,
  E2E_MAIL_POLL_MS,
  E2E_MAIL_RETRY_BASE_MS,
  E2E_MAIL_RETRY_MAX_MS,
  E2E_REMOTES_MANIFEST_FILE,
  E2E_SMTP_URL,
} from './support/environment';

/**
 * Browser tests against the production build, driving Debian's Chromium (never a downloaded one).
 * Without /usr/bin/chromium every test is skipped with a message saying so (support/fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: {
    command: 'node serve-portal.mjs',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM rather than Playwright's default SIGKILL: the portal drains, and serve-portal.mjs then drops
    // the fresh PostgreSQL database it made for the run instead of leaving one behind per run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      E2E_REMOTES_MANIFEST: E2E_REMOTES_MANIFEST_FILE,
      E2E_REMOTE_RELEASES_ORIGIN,
      // Mail goes to the SMTP server the mail tests start (support/mail-inbox.ts), found soon after it
      // is queued, and retried soon when that server was not listening yet.
      SMTP_URL: E2E_SMTP_URL,
      MAIL_POLL_MS: String(E2E_MAIL_POLL_MS),
      MAIL_RETRY_BASE_MS: String(E2E_MAIL_RETRY_BASE_MS),
      MAIL_RETRY_MAX_MS: String(E2E_MAIL_RETRY_MAX_MS),
    },
  },
});

import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';
import {
  STACK_BASE_PORT,
  STACK_MAIL_POLL_MS,
  STACK_PORTAL_URL,
  STACK_PUBLIC_SCHEDULE_LIMIT,
  STACK_SCRIPT,
  STACK_STATE_FILE,
  STACK_UNAVAILABLE,
} from './stack-environment';

if (STACK_UNAVAILABLE) {
  console.warn(`\n[e2e stack] SKIPPING the scale-out stack test: ${STACK_UNAVAILABLE}\n`);
}

/**
 * The scale-out layout (`npm run stack`: nginx, two API processes, one PostgreSQL database, the
 * remotes on their own origins, Prometheus) on a fresh database, driven through nginx. Its own
 * run after the main browser tests: `npm test -w e2e`. Without the Debian packages or PostgreSQL
 * the stack is not started and the test is skipped with the reason.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: 'stack.spec.ts',
  timeout: 90_000,
  use: { ...baseConfig.use, baseURL: STACK_PORTAL_URL },
  webServer: STACK_UNAVAILABLE
    ? undefined
    : {
        command: `node "${STACK_SCRIPT}" --base-port ${STACK_BASE_PORT} --fresh-database --state-file "${STACK_STATE_FILE}"`,
        env: {
          PUBLIC_SCHEDULE_RATE_LIMIT: String(STACK_PUBLIC_SCHEDULE_LIMIT),
          LOG_LEVEL: 'warn',
          // Both replicas send to the stack's own maildev, and look for due mail often.
          SMTP_URL: '',
          MAIL_POLL_MS: String(STACK_MAIL_POLL_MS),
        },
        wait: { stdout: /Booking Portal stack ready/ },
        reuseExistingServer: false,
        timeout: 240_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // The stack stops its processes and drops its database on SIGTERM.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      },
});

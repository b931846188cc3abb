import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';

const portal = baseConfig.webServer;
if (portal === undefined || Array.isArray(portal)) throw new Error('the main config starts one portal');

/**
 * The README's screenshots (docs/images/*.png), taken from the production build with the demo data:
 * `npm run build && cd e2e && npx playwright test -c screenshots/playwright.config.ts`. Not a test
 * of `npm test`: it asserts only what it must wait for, and it rewrites files under docs/.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: 'take-screenshots.spec.ts',
  timeout: 120_000,
  // serve-portal.mjs sits beside the main config, one folder up.
  webServer: { ...portal, cwd: resolve(__dirname, '..') },
});

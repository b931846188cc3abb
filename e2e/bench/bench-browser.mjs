/**
 * Debian's headless Chromium for the front-end benchmarks (never a downloaded browser), with the
 * flags it needs in a container (no sandbox, no GPU), and the demo sign-in they start from.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../support/chromium-path.mjs';

export const DEMO_PASSWORD = 'Portal-demo-1';
/** Wide and tall enough for the desktop calendar (the phone layout starts below 768 px). */
export const DESKTOP_VIEWPORT = { width: 1400, height: 1200 };

export function launchBenchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** 'Chromium 156.0.8078.79 built on Debian ...', for the report; null when it is not installed. */
export function chromiumVersion() {
  const run = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** Signs in through the login page and waits for the calendar screen. */
export async function signIn(page, baseUrl, email) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.getByRole('heading', { level: 1, name: 'Booking Calendar' }).waitFor();
}

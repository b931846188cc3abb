export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_BASE_URL = `http://localhost:${process.env.E2E_PORT ?? '8181'}`;
/** The demo resort site embedding the public schedule (e2e/serve-portal.mjs): another site than the portal. */
export const E2E_RESORT_SITE_URL = `http://127.0.0.1:${process.env.E2E_RESORT_PORT ?? '8191'}`;
export const DEMO_PASSWORD = 'Portal-demo-1';

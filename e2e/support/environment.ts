export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_BASE_URL = `http://localhost:${process.env.E2E_PORT ?? '8181'}`;
export const DEMO_PASSWORD = 'Portal-demo-1';

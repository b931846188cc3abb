import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { CHROMIUM_PATH } from './chromium-path.mjs';
const E2E_PORT = process.env.E2E_PORT ?? '8181';
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The demo resort site embedding the public schedule (e2e/serve-portal.mjs): another site than the portal. */
export const E2E_RESORT_SITE_URL = `http://127.0.0.1:${process.env.E2E_RESORT_PORT ?? '8191'}`;
export const DEMO_PASSWORD = 'Portal-demo-1';
/**
 * The e2e portal's REMOTES_MANIFEST: a file holding the built-in manifest at start, which a test may
 * rewrite to point a remote elsewhere (the portal reads it on every request) and must restore.
 */
export const E2E_REMOTES_MANIFEST_FILE =
  process.env.E2E_REMOTES_MANIFEST ?? join(tmpdir(), `bp-e2e-remotes-${E2E_PORT}.json`);
/**
 * Where tests serve remote releases from, another origin than the portal's; the e2e portal names it in
 * REMOTE_ORIGINS so its Content-Security-Policy lets the shell load remotes from there.
 */
export const E2E_REMOTE_RELEASES_PORT = Number(process.env.E2E_REMOTE_RELEASES_PORT ?? '8192');
export const E2E_REMOTE_RELEASES_ORIGIN = `http://127.0.0.1:${E2E_REMOTE_RELEASES_PORT}`;
/**
 * The e2e portal sends its mail to an SMTP server on this port (SMTP_URL in playwright.config.ts); the
 * mail tests listen there (support/mail-inbox.ts). Nothing listens otherwise: the portal's worker then
 * keeps the mail queued and retries it.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? '8125');
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;
/** The portal's worker looks for due mail this often, and retries a failed send this soon (then doubling). */
export const E2E_MAIL_POLL_MS = 200;
export const E2E_MAIL_RETRY_BASE_MS = 500;
export const E2E_MAIL_RETRY_MAX_MS = 2000;

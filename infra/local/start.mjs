#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing (API, shell, remotes), then runs the whole portal from one
 * Node process. The API migrates its database and seeds the demo data into an empty embedded one.
 * Without SMTP_URL, a development mail catcher (maildev) runs beside it and receives all mail.
 * Run `npm run build` to rebuild after changing sources.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { DEV_MAIL_INBOX_PORT, DEV_SMTP_PORT, isPortFree, startMailCatcher } from './mail-catcher.mjs';
import { DEFAULT_RESORT_SITE_PORT, startResortSite } from './resort-site/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
try {
  ensureBuild(root, (line) => console.log(`[start] ${line}`));
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// The demo resort site (a second origin embedding the public schedule) may frame the iframe page.
const resortPort = Number(process.env.RESORT_SITE_PORT ?? DEFAULT_RESORT_SITE_PORT);
const portalOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? '8080'}`;
const env = {
  ...process.env,
  EMBED_ALLOWED_ORIGINS: process.env.EMBED_ALLOWED_ORIGINS ?? `http://localhost:${resortPort}`,
};

/**
 * Without SMTP_URL all mail goes to maildev on 127.0.0.1:1025 (the API's default outside production),
 * read at http://localhost:1080. When either port is taken (a catcher already running?) the portal
 * starts anyway and says so: its mail then goes to whatever listens on 1025.
 */
async function startDevelopmentMail() {
  const taken = [];
  for (const port of [DEV_SMTP_PORT, DEV_MAIL_INBOX_PORT]) if (!(await isPortFree(port))) taken.push(port);
  if (taken.length > 0) {
    console.warn(
      `[start] mail catcher not started: port(s) ${taken.join(', ')} already in use. The portal sends mail to ` +
        `smtp://127.0.0.1:${DEV_SMTP_PORT} anyway (an inbox already running there, if any, at http://localhost:${DEV_MAIL_INBOX_PORT}); ` +
        'set SMTP_URL to send it elsewhere.',
    );
    return null;
  }
  try {
    const catcher = await startMailCatcher({
      smtpPort: DEV_SMTP_PORT,
      inboxPort: DEV_MAIL_INBOX_PORT,
      log: (line) => {
        if (line.trim() !== '') console.log(`[maildev] ${line}`);
      },
    });
    env.SMTP_URL = catcher.smtpUrl;
    console.log(
      `[start] mail catcher (maildev): every mail the portal sends is in the inbox at ${catcher.inboxUrl} (SMTP ${catcher.smtpUrl})`,
    );
    return catcher;
  } catch (error) {
    console.warn(
      `[start] mail catcher not started: ${error.message}; mail waits in the outbox until SMTP answers`,
    );
    return null;
  }
}

const mailCatcher = process.env.SMTP_URL ? null : await startDevelopmentMail();
if (process.env.SMTP_URL) console.log('[start] mail goes out through SMTP_URL (no development catcher)');

const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  const exitCode = code ?? (signal ? 0 : 1);
  if (mailCatcher === null) process.exit(exitCode);
  else void mailCatcher.stop().finally(() => process.exit(exitCode));
});

// Only a demo: when its port is taken the portal runs on without it.
startResortSite({ port: resortPort, portalOrigin }).then(
  () => console.log(`[start] demo resort site embedding the public schedule: http://localhost:${resortPort}`),
  (error) => console.warn(`[start] demo resort site not started on port ${resortPort}: ${error.message}`),
);

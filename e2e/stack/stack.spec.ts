import { spawnSync } from 'node:child_process';
import moment from 'moment';
import { request, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { expectToast, showTestMonth, testDate } from '../support/calendar';
import { startSteadyLoad } from '../bench/steady-load.mjs';
import { DEMO_PASSWORD } from '../support/environment';
import { expect, signIn, test } from '../support/fixtures';
import {
  readStackState,
  REPOSITORY_ROOT,
  STACK_MAIL_POLL_MS,
  STACK_PORTAL_URL,
  STACK_PUBLIC_SCHEDULE_LIMIT,
  STACK_SCRIPT,
  STACK_UNAVAILABLE,
  type StackState,
} from './stack-environment';
import { queueStackMails, stackMailRows, stackMailsIn } from './stack-mail';
import { bookingsTitled, buildPreviousRelease, releaseStack } from './stack-release';

const OWNER = 'owner@encore.test';
const REPLICAS = ['api-1', 'api-2'];
/** Round robin over two replicas reaches both within a few requests; this bounds the loops. */
const MAX_REQUESTS_TO_REACH_BOTH = 10;

interface Answer {
  status: number;
  servedBy: string;
}

function servedBy(response: APIResponse): string {
  return response.headers()['x-served-by'] ?? 'none';
}

/** A client of the portal through nginx, sending the portal's Origin as the browser does. */
function portalClient(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: STACK_PORTAL_URL, extraHTTPHeaders: { Origin: STACK_PORTAL_URL } });
}

/** Repeats `send` until both replicas have answered, keeping every answer. */
async function untilBothReplicasAnswer(send: () => Promise<APIResponse>): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (answers.length < MAX_REQUESTS_TO_REACH_BOTH) {
    const response = await send();
    answers.push({ status: response.status(), servedBy: servedBy(response) });
    if (REPLICAS.every((replica) => answers.some((answer) => answer.servedBy === replica))) break;
  }
  return answers;
}

function replicasOf(answers: readonly Answer[]): string[] {
  return [...new Set(answers.map((answer) => answer.servedBy))].sort();
}

/** Who answered each of the page's API calls, in order. */
function recordApiReplicas(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) {
      seen.push(response.headers()['x-served-by'] ?? 'none');
    }
  });
  return seen;
}

async function bookThroughTheForm(page: Page, day: number, department: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Booking' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Booking' });
  await form.getByLabel('Date').fill(testDate(day));
  await form.getByLabel('Start Time').selectOption('19:00');
  await form.getByLabel('End Time').selectOption('21:00');
  await form.getByLabel('Department').selectOption(department);
  await form.getByLabel('Ensemble').selectOption('Solo');
  await form.getByRole('button', { name: 'Create Booking' }).click();
  await expectToast(page, 'Booking created successfully');
}

async function bookingsOn(api: APIRequestContext, day: number, department: string): Promise<unknown[]> {
  const range = `from=${testDate(day)}&to=${testDate(day)}&organizationId=1&department=${department}`;
  const response = await api.get(`/api/bookings?${range}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as unknown[];
}

interface PrometheusTarget {
  labels: { job: string; replica: string };
  health: 'up' | 'down' | 'unknown';
}

async function prometheusTargets(state: StackState): Promise<Record<string, string>> {
  const answer = await fetch(`${state.prometheus}/api/v1/targets?state=active`);
  const body = (await answer.json()) as { data: { activeTargets: PrometheusTarget[] } };
  return Object.fromEntries(
    body.data.activeTargets.map((target) => [target.labels.replica, target.health] as const),
  );
}

const STACK_MAILS = 200;
const STACK_MAIL_DOMAIN = 'stack-mail.test';

/** The release test's steady traffic: a shorter, lighter form of the release benchmark's. */
const RELEASE_LOAD_PER_SECOND = 20;
const RELEASE_LOAD_STREAMS = 5;
/** Ten months ahead: a month no other browser test reads or writes. */
const RELEASE_LOAD_MONTH = moment().add(10, 'months').format('YYYY-MM');
const RELEASE_MAILS = 100;
const RELEASE_MAIL_DOMAIN = 'release-mail.test';

/** Each replica's own count of sent performer digests (its Prometheus counter). */
async function mailSentByReplica(state: StackState): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const api of state.apis) {
    const text = await (await fetch(api.metrics)).text();
    const line = /^mail_sent_total\{kind="performer_digest"\} (\d+)/m.exec(text);
    counts[api.instanceId] = Number(line?.[1] ?? 0);
  }
  return counts;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe('the scale-out stack: nginx, two API processes, one PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  // The whole month grid on screen, as the calendar tests have it.
  test.use({ viewport: { width: 1400, height: 1400 } });

  test.beforeEach(() => {
    test.skip(STACK_UNAVAILABLE !== null, `the stack cannot run here: ${STACK_UNAVAILABLE}`);
  });

  test('when the owner signs in through nginx and books, then the remotes come from their own origins and both API processes serve the session', async ({
    page,
    pageErrors,
  }) => {
    const state = readStackState();
    const apiReplicas = recordApiReplicas(page);
    const remoteFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${state.remotes.calendar}/`) && response.ok()) {
        remoteFiles.push(new URL(response.url()).pathname);
      }
    });

    // The shell's page comes from its static server through nginx, allowed to load the remotes' code.
    const shellPage = await page.goto('/login');
    expect(shellPage?.headers()['content-security-policy']).toContain(
      `script-src 'self' ${state.remotes.calendar}`,
    );
    await signIn(page, OWNER);
    await showTestMonth(page);
    await bookThroughTheForm(page, 5, 'Nolita');
    await page.reload();
    await showTestMonth(page);

    expect(remoteFiles).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(pageErrors).toEqual([]);
    expect([...new Set(apiReplicas)].sort()).toEqual(REPLICAS);
    const api = await portalClient();
    await api.post('/api/auth/login', { data: { email: OWNER, password: DEMO_PASSWORD } });
    expect(await bookingsOn(api, 5, 'Nolita')).toEqual([
      expect.objectContaining({ date: testDate(5), department: 'Nolita', time: '19:00' }),
    ]);
  });

  test('when a signed-in request lands on the other process, then the session holds there; a logout on one ends it on both', async () => {
    const api = await portalClient();
    const login = await api.post('/api/auth/login', { data: { email: OWNER, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);

    const reads = await untilBothReplicasAnswer(() => api.get('/api/auth/session'));
    expect(replicasOf(reads)).toEqual(REPLICAS);
    expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200));

    const logout = await api.post('/api/auth/logout');
    expect(logout.status()).toBe(204);
    const afterLogout = await untilBothReplicasAnswer(() => api.get('/api/auth/session'));
    expect(replicasOf(afterLogout)).toEqual(REPLICAS);
    expect(afterLogout.map((read) => read.status)).toEqual(afterLogout.map(() => 401));
  });

  test('when failed logins and public schedule reads are spread over both processes, then each limit counts them together', async () => {
    const api = await portalClient();
    const account = 'staff@cypresshills.test';
    const failures: Answer[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api.post('/api/auth/login', {
        data: { email: account, password: 'Wrong-pass-1' },
      });
      failures.push({ status: response.status(), servedBy: servedBy(response) });
      expect(await response.json()).toEqual({ message: 'Incorrect password.' });
    }
    const rightPassword = await api.post('/api/auth/login', {
      data: { email: account, password: DEMO_PASSWORD },
    });

    expect(replicasOf(failures)).toEqual(REPLICAS);
    expect(rightPassword.status()).toBe(429);
    expect(await rightPassword.json()).toEqual({
      message: 'Too many failed login attempts. Please try again later.',
    });

    const reads: Answer[] = [];
    for (let read = 0; read < STACK_PUBLIC_SCHEDULE_LIMIT; read += 1) {
      const response = await api.get('/api/public/bookings');
      reads.push({ status: response.status(), servedBy: servedBy(response) });
    }
    const overTheLimit = await api.get('/api/public/bookings');

    expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200));
    // Neither process alone has seen the limit's worth of reads: only a shared counter refuses this one.
    for (const replica of REPLICAS) {
      expect(reads.filter((read) => read.servedBy === replica).length).toBeLessThan(
        STACK_PUBLIC_SCHEDULE_LIMIT,
      );
    }
    expect(overTheLimit.status()).toBe(429);
    expect(Number(overTheLimit.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await overTheLimit.json()).toEqual({ message: 'Too many requests. Please try again later.' });
  });

  test('when Prometheus runs beside the stack, then it scrapes both API processes', async () => {
    const state = readStackState();

    await expect
      .poll(() => prometheusTargets(state), { timeout: 30_000 })
      .toEqual({ 'api-1': 'up', 'api-2': 'up' });
    const rules = (await (await fetch(`${state.prometheus}/api/v1/rules`)).json()) as {
      data: { groups: unknown[] };
    };
    expect(rules.data.groups.length).toBeGreaterThan(0);
  });

  test('when mail is queued while both API processes run, then between them they deliver every mail to the SMTP server exactly once', async () => {
    const state = readStackState();
    if (state.mail.inbox === null)
      throw new Error('the stack test runs its own maildev (SMTP_URL is cleared)');
    const before = await mailSentByReplica(state);

    await queueStackMails(state.databaseUrl, STACK_MAIL_DOMAIN, STACK_MAILS);

    await expect
      .poll(async () => (await stackMailsIn(state.mail.inbox ?? '', STACK_MAIL_DOMAIN)).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(STACK_MAILS);
    // Ten more polls of each replica: a second delivery of any of them would show by now.
    await new Promise((resolve) => setTimeout(resolve, 10 * STACK_MAIL_POLL_MS));
    const received = await stackMailsIn(state.mail.inbox, STACK_MAIL_DOMAIN);
    expect(received).toHaveLength(STACK_MAILS);
    expect(new Set(received.map((mail) => mail.headers['message-id'])).size).toBe(STACK_MAILS);
    expect(new Set(received.map((mail) => mail.to.map((to) => to.address).join())).size).toBe(STACK_MAILS);
    expect(await stackMailRows(state.databaseUrl, STACK_MAIL_DOMAIN)).toEqual([
      { status: 'sent', attempts: 1, count: STACK_MAILS },
    ]);
    const after = await mailSentByReplica(state);
    const sentBy = Object.fromEntries(
      REPLICAS.map((replica) => [replica, (after[replica] ?? 0) - (before[replica] ?? 0)]),
    );
    // Both replicas took part, and together sent each mail once.
    expect(Object.values(sentBy).reduce((sum, sent) => sum + sent, 0)).toBe(STACK_MAILS);
    for (const replica of REPLICAS) expect(sentBy[replica], `mail sent by ${replica}`).toBeGreaterThan(0);
  });

  test('when the stack database is dumped with pg_dump and restored with pg_restore, then every table keeps its row count', () => {
    const state = readStackState();

    const check = spawnSync(
      process.execPath,
      [STACK_SCRIPT, '--backup-restore-check', '--database', state.database],
      { cwd: REPOSITORY_ROOT, encoding: 'utf8' },
    );

    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
    expect(check.stdout).toMatch(/public\.bookings\s+(\d+)\s+\1\n/);
    expect(check.stdout).toMatch(/public\.sessions\s+(\d+)\s+\1\n/);
    expect(check.stdout).toContain('backup and restore check passed');
  });

  test('when a booking is saved through one API process, then a browser whose change stream the other serves shows it without a reload', async ({
    page,
    pageErrors,
  }) => {
    const state = readStackState();
    const streamReplicas: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/changes/stream')
        streamReplicas.push(response.headers()['x-served-by'] ?? 'none');
    });
    await signIn(page, OWNER);
    await showTestMonth(page);
    await expect.poll(() => streamReplicas.length).toBeGreaterThan(0);

    // The save goes straight to the process that does not serve the page's stream: only the
    // database's notification can carry it to the other.
    const streamReplica = streamReplicas.at(-1);
    const writer = state.apis.find((api) => api.instanceId !== streamReplica);
    if (writer === undefined) throw new Error(`no API process besides ${String(streamReplica)}`);
    const direct = await request.newContext({
      baseURL: writer.url,
      extraHTTPHeaders: { Origin: STACK_PORTAL_URL },
    });
    await direct.post('/api/auth/login', { data: { email: OWNER, password: DEMO_PASSWORD } });
    const saved = await direct.post('/api/bookings', {
      data: {
        title: 'Pushed across processes',
        date: testDate(9),
        time: '20:00',
        duration: 60,
        notes: null,
        department: 'Nolita',
        ensemble: 'Solo',
        userId: '',
        organizationId: 1,
        status: 'confirmed',
        performerData: null,
      },
    });
    expect(saved.status()).toBe(201);
    expect(servedBy(saved)).toBe(writer.instanceId);

    await expect(page.getByText('Pushed across processes')).toBeVisible();
    expect(streamReplicas.at(-1)).toBe(streamReplica);
    expect(pageErrors).toEqual([]);
  });

  test('when the API is rolled back to the previous release and forward again under steady traffic, then no request fails, no POST is applied twice, and every mail queued meanwhile is sent once', async () => {
    test.setTimeout(240_000);
    const before = readStackState();
    const previous = buildPreviousRelease();
    const titlePrefix = `Release load ${Date.now()}`;
    const load = await startSteadyLoad({
      portal: STACK_PORTAL_URL,
      ratePerSecond: RELEASE_LOAD_PER_SECOND,
      streams: RELEASE_LOAD_STREAMS,
      month: RELEASE_LOAD_MONTH,
      titlePrefix,
    });
    await queueStackMails(before.databaseUrl, RELEASE_MAIL_DOMAIN, RELEASE_MAILS);

    const rollback = await releaseStack(['--rollback', '--api-root', previous.directory]);
    const forward = await releaseStack(['--api-root', REPOSITORY_ROOT]);
    // Traffic on the new processes too, before the load ends.
    const answeredBeforeForward = load.answered();
    await expect.poll(() => load.answered()).toBeGreaterThan(answeredBeforeForward + RELEASE_LOAD_PER_SECOND);
    const report = await load.stop();

    expect(rollback.finished, rollback.output).toBe(true);
    expect(forward.finished, forward.output).toBe(true);
    expect(rollback.output).not.toContain('WARNING');
    expect(forward.output).toContain('migrating with');
    expect({ failed: report.failed, failures: report.failures }).toEqual({ failed: 0, failures: [] });
    expect(report.requests).toBeGreaterThan(RELEASE_LOAD_PER_SECOND * 5);
    expect(report.streams.refused).toEqual([]);
    // Each process that drained ended its streams; their clients came back through nginx.
    expect(report.streams.reconnects).toBeGreaterThan(0);
    const stored = await bookingsTitled(before.databaseUrl, titlePrefix);
    expect(stored).toEqual({ rows: report.written.created - report.written.deleted, duplicated: [] });

    const after = readStackState();
    expect(after.apis.map((api) => api.instanceId).sort()).toEqual(REPLICAS);
    for (const api of after.apis) expect(before.apis.map((old) => old.pid)).not.toContain(api.pid);
    for (const api of before.apis) expect(isRunning(api.pid)).toBe(false);
    await expect
      .poll(async () => (await stackMailsIn(after.mail.inbox ?? '', RELEASE_MAIL_DOMAIN)).length, {
        timeout: 30_000,
      })
      .toBe(RELEASE_MAILS);
    const received = await stackMailsIn(after.mail.inbox ?? '', RELEASE_MAIL_DOMAIN);
    expect(new Set(received.map((mail) => mail.headers['message-id'])).size).toBe(RELEASE_MAILS);
    expect(await stackMailRows(after.databaseUrl, RELEASE_MAIL_DOMAIN)).toEqual([
      { status: 'sent', attempts: 1, count: RELEASE_MAILS },
    ]);
  });

  test('when one API process is killed, then the portal keeps working through nginx on the other', async ({
    page,
    pageErrors,
  }) => {
    const state = readStackState();
    const killed = state.apis.find((api) => api.instanceId === 'api-2');
    if (killed === undefined) throw new Error('the stack has no api-2');
    process.kill(killed.pid, 'SIGKILL');
    await expect.poll(() => isRunning(killed.pid)).toBe(false);

    const apiReplicas = recordApiReplicas(page);
    await signIn(page, OWNER);
    await showTestMonth(page);
    await bookThroughTheForm(page, 12, 'DUSK');
    const api = await portalClient();
    const login = await api.post('/api/auth/login', { data: { email: OWNER, password: DEMO_PASSWORD } });
    const reads = [login, ...(await Promise.all([1, 2, 3, 4].map(() => api.get('/api/auth/session'))))];

    expect(reads.map((read) => read.status())).toEqual([200, 200, 200, 200, 200]);
    expect(new Set([...apiReplicas, ...reads.map(servedBy)])).toEqual(new Set(['api-1']));
    expect(await bookingsOn(api, 12, 'DUSK')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await expect
      .poll(() => prometheusTargets(state), { timeout: 30_000 })
      .toEqual({ 'api-1': 'up', 'api-2': 'down' });
  });
});

/**
 * A rolling release under load (docs/ARCHITECTURE.md section 6, docs/OPERATIONS.md "Releasing the API"), in the
 * scale-out stack (nginx, two API processes, PostgreSQL, maildev): on a database of 500,000 bookings,
 * the staff's mixed traffic at a constant 50 requests a second with 20 open change streams, first
 * with no release (the baseline), then across `npm run stack:release` to a build whose expand
 * migration adds a column to bookings and backfills every booking in batches, then across a rollback
 * to this checkout. Mail queued during the release must reach the SMTP server exactly once, and no
 * write may be applied twice (the load sends a request again only when nginx closed its kept-alive
 * connection before any answer).
 */
import moment from 'moment';
import pg from 'pg';
import { releaseStack, startBenchStack } from './bench-stack.mjs';
import { ratioAtMostBar, round1 } from './bench-figures.mjs';
import { latencyProfile } from './access-log-profile.mjs';
import { startLockWaitSampler } from './lock-wait-sampler.mjs';
import { buildReleaseWithBackfill, RELEASE_COLUMN, RELEASE_MIGRATION_APPLICATION } from './release-build.mjs';
import { startSteadyLoad } from './steady-load.mjs';
import { startVacuumWatch } from './vacuum-watch.mjs';

const BASE_PORT = 8680;
const RATE_PER_SECOND = 50;
const STREAMS = 20;
const BOOKINGS = 500_000;
const INSERT_CHUNK = 100_000;
/** Every fourth archived booking is played by one of the provider's performers. */
const PERFORMER_EVERY = 4;
/** 310 s at 50 a second: at least 15,000 answered requests in the release's run. */
const RUN_SECONDS = 310;
const MINIMUM_REQUESTS = 15_000;
/** Load before the release starts, and after it ends, so the run holds it whole. */
const LEAD_SECONDS = 10;
const TAIL_SECONDS = 20;
const MAILS = 200;
const MAIL_DOMAIN = 'release-bench.test';
/** The stack test's poll: both processes look for due mail often, so both take part in sending. */
const MAIL_POLL_MS = 200;
const MAIL_TIMEOUT_MS = 120_000;
/** The archive the load never reads: ten years from 2031, past any month the runs write. */
const ARCHIVE_FROM = '2031-01-01';
const ARCHIVE_DAYS = 3650;
const ORGANIZATION_ID = 1;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function withClient(databaseUrl, query) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** The archive, in a few statements (generate_series), then vacuumed and analysed like a settled table. */
async function insertArchive(databaseUrl, count) {
  const started = performance.now();
  await withClient(databaseUrl, async (client) => {
    const { rows: departments } = await client.query(
      'select name from departments where organization_id = $1 order by name',
      [ORGANIZATION_ID],
    );
    const names = departments.map((department) => department.name);
    for (let first = 1; first <= count; first += INSERT_CHUNK) {
      const last = Math.min(count, first + INSERT_CHUNK - 1);
      await client.query(
        `with inserted as (
           insert into bookings (title, date, time, duration, department, ensemble, organization_id, status)
           select 'Archive ' || n, $3::date + (n % $4), lpad((8 + n % 15)::text, 2, '0') || ':00', 60,
                  ($5::text[])[1 + n % cardinality($5::text[])], 'Solo', $6, 'confirmed'
             from generate_series($1::int, $2::int) as n
           returning id)
         insert into booking_performers (booking_id, performer_id, instrument, position)
         select inserted.id, performer.id, performer.instruments[1], 0
           from inserted
           join lateral (select id, instruments from performers where organization_id = 2
                          order by id offset inserted.id % 5 limit 1) performer on true
          where inserted.id % $7 = 0`,
        [first, last, ARCHIVE_FROM, ARCHIVE_DAYS, names, ORGANIZATION_ID, PERFORMER_EVERY],
      );
    }
    await client.query('vacuum analyze bookings, booking_performers, booking_performer_slots');
    await client.query('vacuum analyze booking_calendar_sequences, change_counters');
  });
  return round1((performance.now() - started) / 1000);
}

/** Mails queued as a write of the API queues them (rows of mail_outbox with idempotency keys). */
function queueMails(databaseUrl, first, last) {
  return withClient(databaseUrl, (client) =>
    client.query(
      `insert into mail_outbox (idempotency_key, kind, recipient, subject, text_body, html_body)
       select 'release-bench-mail:' || n, 'performer_digest', 'performer-' || n || '@${MAIL_DOMAIN}',
              'Your bookings changed (' || n || ')', 'Hello,', '<p>Hello,</p>'
         from generate_series($1::int, $2::int) as n`,
      [first, last],
    ),
  );
}

async function mailsInInbox(inbox) {
  const mails = await (await fetch(`${inbox}/api/email`)).json();
  return mails.filter((mail) => mail.to.some((to) => to.address.endsWith(`@${MAIL_DOMAIN}`)));
}

/** Waits until every queued mail arrived, then a while longer: a second delivery would show by then. */
async function mailDelivery(inbox) {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (Date.now() < deadline && (await mailsInInbox(inbox)).length < MAILS) await wait(500);
  await wait(10 * MAIL_POLL_MS + 2000);
  const received = await mailsInInbox(inbox);
  const recipients = new Set(received.map((mail) => mail.to.map((to) => to.address).join()));
  return { delivered: recipients.size, duplicates: received.length - recipients.size };
}

/** Bookings of a run in the database against what the portal answered it wrote: more is a write applied twice. */
async function writtenTwice(databaseUrl, titlePrefix, report) {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query('select count(*)::int as count from bookings where title like $1', [`${titlePrefix} %`]),
  );
  return rows[0].count - (report.written.created - report.written.deleted);
}

/**
 * The load for `RUN_SECONDS` or, with `during`, from LEAD_SECONDS before it starts until
 * TAIL_SECONDS after it ends, and at least RUN_SECONDS.
 */
async function loadedRun({ portal, month, titlePrefix, minimumSeconds, during = null }) {
  const started = performance.now();
  const startedAt = Date.now();
  const load = await startSteadyLoad({
    portal,
    ratePerSecond: RATE_PER_SECOND,
    streams: STREAMS,
    month,
    titlePrefix,
  });
  let outcome = null;
  if (during !== null) {
    await wait(LEAD_SECONDS * 1000);
    outcome = await during();
    await wait(TAIL_SECONDS * 1000);
  }
  const remaining = minimumSeconds * 1000 - (performance.now() - started);
  if (remaining > 0) await wait(remaining);
  const report = await load.stop();
  return { report, outcome, startedAt, endedAt: Date.now() };
}

function monthAhead(months) {
  return moment().add(months, 'months').format('YYYY-MM');
}

function secondsBetween(lines, startsWith, endsWith) {
  const start = lines.find((line) => startsWith.test(line.text));
  const end = lines.find((line) => endsWith.test(line.text) && (!start || line.at >= start.at));
  return start && end ? round1((end.at - start.at) / 1000) : null;
}

/**
 * The release: its migration step watched for lock waits (from the request until the first new
 * process starts), half of the mail queued during the migration and half during the rollout.
 */
async function releaseUnderWatch({ stack, state, releaseDirectory }) {
  const sampler = await startLockWaitSampler({
    databaseUrl: state.databaseUrl,
    application: RELEASE_MIGRATION_APPLICATION,
  });
  let locks = null;
  let rolloutMails = null;
  const requestedAt = Date.now();
  const migrationMails = queueMails(state.databaseUrl, 1, MAILS / 2);
  const release = await releaseStack({
    basePort: BASE_PORT,
    stateFile: stack.stateFile,
    args: ['--api-root', releaseDirectory],
    onLine: (line) => {
      if (locks === null && /: started /.test(line.text)) {
        locks = sampler.stop();
        rolloutMails = queueMails(state.databaseUrl, MAILS / 2 + 1, MAILS);
      }
    },
  });
  locks ??= sampler.stop();
  await Promise.all([migrationMails, rolloutMails ?? queueMails(state.databaseUrl, MAILS / 2 + 1, MAILS)]);
  return { release, locks: await locks, requestedAt };
}

export async function benchRollingRelease({ databaseUrl, scale = 1 }) {
  const bookings = Math.round(BOOKINGS * scale);
  const runSeconds = Math.round(RUN_SECONDS * scale);
  const stack = await startBenchStack({
    basePort: BASE_PORT,
    serverUrl: databaseUrl,
    env: { LOG_LEVEL: 'warn', SMTP_URL: '', MAIL_POLL_MS: String(MAIL_POLL_MS) },
  });
  const build = buildReleaseWithBackfill();
  try {
    const state = stack.state();
    const archiveSeconds = await insertArchive(state.databaseUrl, bookings);
    console.log(`  ${bookings} archived bookings inserted in ${archiveSeconds} s`);

    const vacuums = await startVacuumWatch({ databaseUrl: state.databaseUrl });
    const baseline = await loadedRun({
      portal: state.portal,
      month: monthAhead(6),
      titlePrefix: 'release-bench baseline',
      minimumSeconds: runSeconds,
    });
    console.log('  baseline', JSON.stringify(baseline.report));

    const released = await loadedRun({
      portal: state.portal,
      month: monthAhead(7),
      titlePrefix: 'release-bench release',
      minimumSeconds: runSeconds,
      during: () => releaseUnderWatch({ stack, state, releaseDirectory: build.directory }),
    });
    console.log('  release', JSON.stringify(released.report));
    const vacuumed = await vacuums.stop();
    const buildsAfterRelease = stack.state().apis.map((api) => api.build);
    const tables = await withClient(state.databaseUrl, async (client) => {
      const { rows } = await client.query(
        `select relname, n_live_tup, n_dead_tup, last_autovacuum, last_autoanalyze from pg_stat_user_tables
          where relname in ('bookings', 'booking_calendar_sequences', 'booking_performer_slots')`,
      );
      return rows;
    });
    console.log('  tables after the release run', JSON.stringify(tables));
    const mail = await mailDelivery(state.mail.inbox);

    const rolledBack = await loadedRun({
      portal: state.portal,
      month: monthAhead(8),
      titlePrefix: 'release-bench rollback',
      minimumSeconds: 0,
      during: async () => ({
        requestedAt: Date.now(),
        ...(await releaseStack({ basePort: BASE_PORT, stateFile: stack.stateFile, args: ['--rollback'] })),
      }),
    });
    console.log('  rollback', JSON.stringify(rolledBack.report));
    const buildsAfterRollback = stack.state().apis.map((api) => api.build);

    const { release, locks, requestedAt } = released.outcome;
    const migrationSeconds = secondsBetween(release.lines, /migrating with/, /: started /);
    const rolloutAt = release.lines.find((line) => /: started /.test(line.text))?.wallAt ?? requestedAt;
    const releasedAt = release.lines.at(-1)?.wallAt ?? rolloutAt;
    const rollbackEndedAt = rolledBack.outcome.lines.at(-1)?.wallAt ?? rolledBack.endedAt;
    const profile = latencyProfile(state.nginxAccessLog, [
      { name: 'baseline', from: baseline.startedAt, to: baseline.endedAt },
      { name: 'release run, before the release', from: released.startedAt, to: requestedAt },
      { name: 'migration step', from: requestedAt, to: rolloutAt },
      { name: 'rollout', from: rolloutAt, to: releasedAt },
      { name: 'release run, after the release', from: releasedAt, to: released.endedAt },
      { name: 'rollback', from: rolledBack.outcome.requestedAt, to: rollbackEndedAt },
    ]);
    console.log('  nginx request times by window', JSON.stringify(profile, null, 1));
    // When vacuum worked on each table, in seconds from the release's end (negative: before it).
    const vacuumText = Object.entries(vacuumed)
      .map(
        ([relation, { firstAt, lastAt }]) =>
          `${relation} ${round1((firstAt - releasedAt) / 1000)} s to ${round1((lastAt - releasedAt) / 1000)} s`,
      )
      .join(', ');
    console.log(`  vacuum seen (from the release's end): ${vacuumText || 'none'}`);
    const profileText = Object.entries(profile)
      .map(
        ([name, window]) =>
          `${name} ${window.seconds} s, ${window.requests} requests, p99 ${window.p99Ms} ms`,
      )
      .join('; ');
    const backfill = release.lines.find((line) => line.text.includes(`backfill of ${RELEASE_COLUMN}`));
    const notBackfilled = await withClient(state.databaseUrl, async (client) => {
      const { rows } = await client.query(
        `select count(*)::int as count from bookings where title like 'Archive %' and ${RELEASE_COLUMN} is null`,
      );
      return rows[0].count;
    });
    const twice = {
      baseline: await writtenTwice(state.databaseUrl, 'release-bench baseline', baseline.report),
      release: await writtenTwice(state.databaseUrl, 'release-bench release', released.report),
      rollback: await writtenTwice(state.databaseUrl, 'release-bench rollback', rolledBack.report),
    };
    console.log('  longest lock wait during the migration', JSON.stringify(locks));
    console.log(`  migration step ${migrationSeconds} s (${backfill?.text.trim() ?? 'no backfill line'})`);
    console.log('  builds after the release', buildsAfterRelease, 'after the rollback', buildsAfterRollback);
    console.log('  writes applied twice', twice, 'archived bookings not backfilled', notBackfilled);

    const releaseOk = release.code === 0 && buildsAfterRelease.every((built) => built === build.directory);
    const rollbackOk =
      rolledBack.outcome.code === 0 && buildsAfterRollback.every((built) => built !== build.directory);
    const migrationLockWaitMs = locks.longestOfApplication?.waitedMs ?? 0;
    const measured = {
      requests: released.report.requests,
      failed: released.report.failed,
      resent: released.report.resent,
      p50Ms: round1(released.report.p50Ms),
      p99Ms: round1(released.report.p99Ms),
      migrationSeconds,
      migrationLockWaitMs,
      longestLockWaitMs: locks.longest?.waitedMs ?? 0,
      rollbackRequests: rolledBack.report.requests,
      rollbackFailed: rolledBack.report.failed,
      rollbackResent: rolledBack.report.resent,
      rollbackP99Ms: round1(rolledBack.report.p99Ms),
      mailsQueued: MAILS,
      mailsDelivered: mail.delivered,
      mailDuplicates: mail.duplicates,
      writesAppliedTwice: twice.baseline + twice.release + twice.rollback,
    };
    return {
      name: 'A rolling release under load',
      detail:
        `the stack (nginx, two API processes, PostgreSQL, maildev) on ${bookings.toLocaleString('en')} bookings ` +
        `(inserted in ${archiveSeconds} s; every ${PERFORMER_EVERY}th with a performer); the staff's mixed ` +
        `traffic (steady-load.mjs) at a constant ${RATE_PER_SECOND} requests a second with ${STREAMS} open ` +
        `change streams: ${runSeconds} s with no release (baseline), then ${runSeconds} s across ` +
        `npm run stack:release to a build whose expand migration adds bookings.${RELEASE_COLUMN} and backfills ` +
        `every booking in batches of 2000, each its own transaction (migration step ${migrationSeconds} s: ` +
        `${backfill?.text.replace(/^\s*migrate:\s*/, '') ?? 'no backfill line'}; release ${release.code === 0 ? 'finished' : 'FAILED'}), ` +
        `then the load across --rollback to this checkout (${rolledBack.outcome.code === 0 ? 'finished' : 'FAILED'}); ` +
        `lock waits of every backend sampled every 100 ms during the migration step (pg_locks.waitstart); the ` +
        `longest: ${locks.longest ? `${locks.longest.waitedMs} ms, ${locks.longest.application || 'an API session'} waiting for ${locks.longest.lock}` : 'none seen'}; ` +
        `${MAILS} mails queued into mail_outbox during the release (half in the migration step, half in the ` +
        `rollout) and counted in maildev's inbox; bookings of each run counted by title against the writes the ` +
        `portal answered (${twice.baseline}/${twice.release}/${twice.rollback} extra); archived bookings left ` +
        `without the backfill: ${notBackfilled}; nginx's request times by window (access log): ${profileText}; (auto)vacuum seen, in s from the ` +
        `release's end: ${vacuumText || 'none'}`,
      baselineName: 'the same load with no release',
      baseline: {
        requests: baseline.report.requests,
        failed: baseline.report.failed,
        resent: baseline.report.resent,
        p50Ms: round1(baseline.report.p50Ms),
        p99Ms: round1(baseline.report.p99Ms),
      },
      measured,
      bars: [
        {
          label: 'During the release with its expand migration: no failed request',
          required: `0 failed of >= ${MINIMUM_REQUESTS}, release finished`,
          met: measured.failed === 0 && measured.requests >= MINIMUM_REQUESTS && releaseOk,
          note: `${measured.failed} of ${measured.requests}${measured.failed > 0 ? `: ${JSON.stringify(released.report.failures.slice(0, 5))}` : ''}`,
        },
        ratioAtMostBar('p99 during the release', 1.3, 'ms', measured.p99Ms, round1(baseline.report.p99Ms)),
        {
          label: 'No statement of the migration waits on a lock for more than 1 s',
          required: '<= 1000 ms',
          met: migrationLockWaitMs <= 1000 && release.code === 0,
          note: `${migrationLockWaitMs} ms${locks.longestOfApplication ? ` (${locks.longestOfApplication.lock})` : ''}`,
        },
        {
          label: 'The rollback under the same load: no failed request',
          required: '0 failed, rollback finished',
          met: measured.rollbackFailed === 0 && rollbackOk,
          note: `${measured.rollbackFailed} of ${measured.rollbackRequests}${measured.rollbackFailed > 0 ? `: ${JSON.stringify(rolledBack.report.failures.slice(0, 5))}` : ''}`,
        },
        {
          label: 'Every mail queued during the release delivered exactly once',
          required: `${MAILS} delivered, 0 duplicates`,
          met: mail.delivered === MAILS && mail.duplicates === 0,
        },
        {
          label: 'No write applied twice',
          required: '0',
          met: measured.writesAppliedTwice === 0,
        },
      ],
    };
  } finally {
    await stack.stop();
    build.remove();
  }
}

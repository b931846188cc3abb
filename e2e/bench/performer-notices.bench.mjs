/**
 * The performer-notices bar: "a bulk finalize of 200 bookings naming 40 performers queues 40 digests
 * within the same request's transaction time budget (report the request's p50 with and without
 * notices, as a ratio)". A bulk finalize is one PATCH per booking (the calendar's bulk action bar):
 * 200 pending bookings, each a duo of two of 40 performers who take notices, are finalized with
 * notifyPerformers 'affected' (the write records the performers' changes in its own transaction),
 * and 200 more like them with 'none' (the baseline: the same write without notices), the two kinds
 * alternating so both see the same machine. Then the portal's own digest timer (main.ts, every
 * minute, PERFORMER_DIGEST_QUIET_MINUTES=0 here) must queue exactly 40 digests in one run.
 */
import moment from 'moment';
import pg from 'pg';
import { median, round1 } from './bench-figures.mjs';
import { signIn } from './load.mjs';
import { startPortal } from './portal-process.mjs';

const PORT = 8298;
const PORTAL = `http://127.0.0.1:${PORT}`;
const BOOKINGS = 200;
const PERFORMERS = 40;
const ORGANIZATION_ID = 1;
/** main.ts looks for due digests a minute after start, then every minute. */
const DIGEST_WAIT_MS = 150_000;

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** 40 performers of the provider with an address each, notices on. */
async function insertPerformers(client) {
  const { rows } = await client.query(
    `insert into performers (name, instruments, organization_id, email, send_booking_notices)
     select 'Bench Performer ' || n, array['piano']::text[],
            (select id from organizations where kind = 'provider'),
            'bench-performer-' || n || '@notices.test', true
       from generate_series(1, $1) as n
     returning id`,
    [PERFORMERS],
  );
  return rows.map((row) => row.id);
}

/**
 * `count` pending duos on consecutive days from `firstDay` days ahead: booking i names performers i
 * and i + 1 (of 40), so every performer is in 10 bookings of each kind and no two of one performer
 * overlap.
 */
async function insertPendingDuos(client, performerIds, firstDay) {
  const ids = [];
  for (let index = 0; index < BOOKINGS; index += 1) {
    const date = moment()
      .add(firstDay + index, 'days')
      .format('YYYY-MM-DD');
    const { rows } = await client.query(
      `insert into bookings (title, date, time, duration, department, ensemble, organization_id, status)
       values ('Duo - Lobby Bar', $1, '19:00', 120, 'Lobby Bar', 'Duo', $2, 'pending') returning id`,
      [date, ORGANIZATION_ID],
    );
    const bookingId = rows[0].id;
    await client.query(
      `insert into booking_performers (booking_id, performer_id, instrument, position)
       values ($1, $2, 'piano', 0), ($1, $3, 'piano', 1)`,
      [bookingId, performerIds[index % PERFORMERS], performerIds[(index + 1) % PERFORMERS]],
    );
    ids.push(bookingId);
  }
  return ids;
}

async function finalize(cookie, bookingId, notifyPerformers) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${PORTAL}/api/bookings/${bookingId}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json', origin: PORTAL },
    body: JSON.stringify({ status: 'confirmed', notifyPerformers }),
  });
  await response.arrayBuffer();
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status !== 200) throw new Error(`PATCH ${bookingId} answered ${response.status}`);
  return elapsedMs;
}

async function digestFigures(client) {
  const { rows } = await client.query(
    `select count(*)::int as digests,
            coalesce(sum(change_count), 0)::int as changes,
            count(distinct performer_id)::int as performers,
            coalesce(extract(epoch from max(created_at) - min(created_at)) * 1000, 0)::float as span_ms
       from performer_digests`,
  );
  const { rows: mails } = await client.query(
    "select count(*)::int as mails from mail_outbox where kind = 'performer_digest'",
  );
  return { ...rows[0], mails: mails[0].mails };
}

/** Waits until every recorded change is in a digest (or the wait is over), then reads the digests. */
async function waitForDigests(client) {
  const deadline = Date.now() + DIGEST_WAIT_MS;
  for (;;) {
    const { rows } = await client.query(
      'select count(*)::int as untold from performer_booking_changes where digest_id is null',
    );
    if (rows[0].untold === 0 || Date.now() > deadline) return digestFigures(client);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function benchPerformerNotices({ databaseUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const performerIds = await insertPerformers(client);
    const notified = await insertPendingDuos(client, performerIds, 1000);
    const silent = await insertPendingDuos(client, performerIds, 1000 + BOOKINGS);
    const portal = await startPortal({
      databaseUrl,
      port: PORT,
      env: {
        // Nothing is delivered here: the bar is about queueing. The worker stays off, the address is valid.
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_WORKER: 'off',
        PERFORMER_DIGEST_QUIET_MINUTES: '0',
      },
    });
    const startedAt = Date.now();
    try {
      const cookie = await signIn(PORTAL);
      // Alternating, so warm-up and whatever else the cores do fall on both kinds alike.
      const withNotices = [];
      const withoutNotices = [];
      for (let index = 0; index < BOOKINGS; index += 1) {
        withNotices.push(await finalize(cookie, notified[index], 'affected'));
        withoutNotices.push(await finalize(cookie, silent[index], 'none'));
      }
      const writesMs = Date.now() - startedAt;
      const { rows: recorded } = await client.query(
        'select count(*)::int as changes from performer_booking_changes',
      );
      const digests = await waitForDigests(client);
      const measured = {
        p50Ms: round1(median(withNotices)),
        p90Ms: round1(percentile(withNotices, 0.9)),
        changesRecorded: recorded[0].changes,
        digestsQueued: digests.digests,
        digestMails: digests.mails,
        digestRunMs: Math.round(digests.span_ms),
      };
      const baseline = {
        p50Ms: round1(median(withoutNotices)),
        p90Ms: round1(percentile(withoutNotices, 0.9)),
      };
      const ratio = measured.p50Ms / baseline.p50Ms;
      // The timer runs every minute: digests made less than a minute apart, after writes shorter than a
      // minute, come from one run.
      const oneRun = writesMs < 60_000 && digests.span_ms < 60_000;
      return {
        name: 'Performer notices (bulk finalize)',
        detail:
          `${BOOKINGS} PATCH /api/bookings/{id} {status: confirmed} one after another, each a pending duo of ` +
          `${PERFORMERS} performers with e-mail and notices on, notifyPerformers 'affected' (portal) alternating with ` +
          `${BOOKINGS} like them with 'none' (baseline: the same write, nothing recorded); the writes took ` +
          `${writesMs} ms, then main.ts's digest timer (PERFORMER_DIGEST_QUIET_MINUTES=0) queued ` +
          `${digests.digests} digests telling ${digests.changes} changes to ${digests.performers} performers, ` +
          `${measured.digestRunMs} ms from the first digest to the last; the p50 ratio is ${ratio.toFixed(2)}`,
        baselineName: "the same PATCHes with notifyPerformers 'none'",
        baseline,
        measured,
        bars: [
          {
            label: `digests queued by one run for ${PERFORMERS} performers`,
            required: `= ${PERFORMERS} (one each)`,
            met: digests.digests === PERFORMERS && digests.mails === PERFORMERS && oneRun,
            ...(oneRun ? {} : { note: 'the writes or the digests spanned more than one timer run' }),
          },
          {
            // The notices are one more statement inside the write's own transaction.
            label: 'request p50 with notices / without',
            required: '<= x1.25',
            met: ratio <= 1.25,
          },
        ],
      };
    } finally {
      await portal.stop();
    }
  } finally {
    await client.end();
  }
}

/**
 * Watches a database's lock waits while a migration runs: every ~100 ms, every backend of the database
 * waiting for a lock (pg_locks not granted, pg_stat_activity.wait_event_type 'Lock') and how long it
 * has waited so far (pg_locks.waitstart). Keeps the longest wait seen, overall and of the sessions
 * named `application`, with what the waiter ran and what it waited for.
 */
import pg from 'pg';

const SAMPLE_EVERY_MS = 100;

const WAITERS = `
  select a.pid, a.application_name, left(regexp_replace(a.query, '\\s+', ' ', 'g'), 160) as query,
         l.locktype, l.mode, l.relation::regclass::text as relation,
         extract(epoch from clock_timestamp() - coalesce(l.waitstart, a.query_start)) * 1000 as waited_ms
    from pg_locks l
    join pg_stat_activity a on a.pid = l.pid
   where not l.granted and a.datname = current_database() and a.wait_event_type = 'Lock'`;

function longer(kept, waiter) {
  return kept === null || waiter.waitedMs > kept.waitedMs ? waiter : kept;
}

export async function startLockWaitSampler({ databaseUrl, application }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seen = { samples: 0, waitingSamples: 0, longest: null, longestOfApplication: null };
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const { rows } = await client.query(WAITERS);
      seen.samples += 1;
      if (rows.length > 0) seen.waitingSamples += 1;
      for (const row of rows) {
        const waiter = {
          waitedMs: Math.round(Number(row.waited_ms)),
          application: row.application_name,
          query: row.query,
          lock: `${row.mode} on ${row.relation ?? row.locktype}`,
        };
        seen.longest = longer(seen.longest, waiter);
        if (row.application_name === application)
          seen.longestOfApplication = longer(seen.longestOfApplication, waiter);
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await sampling;
      await client.end();
      return seen;
    },
  };
}

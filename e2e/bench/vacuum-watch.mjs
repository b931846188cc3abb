/**
 * Which tables (auto)vacuum worked on during a run, and when: pg_stat_progress_vacuum polled every
 * 2 s, each table's first and last sighting kept (Date.now() milliseconds).
 */
import pg from 'pg';

const POLL_MS = 2000;

export async function startVacuumWatch({ databaseUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seen = {};
  let stopped = false;
  const watching = (async () => {
    while (!stopped) {
      const { rows } = await client.query(
        `select p.relid::regclass::text as relation from pg_stat_progress_vacuum p
          where p.datname = current_database()`,
      );
      const now = Date.now();
      for (const { relation } of rows) {
        seen[relation] ??= { firstAt: now, lastAt: now };
        seen[relation].lastAt = now;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await watching;
      await client.end();
      return seen;
    },
  };
}

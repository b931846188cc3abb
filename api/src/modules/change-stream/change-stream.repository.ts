import type { Knex } from 'knex';
import type { CounterBump } from './change-messages';

/** A counter row as the driver gives it: its version (a bigint) may come as text. */
type CounterRow = Omit<CounterBump, 'version'> & { version: string | number };

const bumpOfRow = (row: CounterRow): CounterBump => ({ ...row, version: Number(row.version) });

/**
 * The change counters read back (change_counters belongs to the change-counters module: this reads
 * it, never writes), and the NOTIFY of presence.
 */
export function createChangeStreamRepository(knex: Knex) {
  return {
    /** The latest committed version: where a stream that asks for nothing older starts. */
    async position(): Promise<number> {
      const result = await knex.raw<{ rows: { latest: string | number | null }[] }>(
        'select max(version) as latest from change_counters',
      );
      return Number(result.rows[0]?.latest ?? 0);
    },

    /**
     * Every counter bumped past `version`, and those bumped within `recentSeconds` (a transaction
     * that took an older version may have committed after `version` was seen). At most `limit` rows:
     * one more means too many to list.
     */
    async bumpedSince(version: number, recentSeconds: number, limit: number): Promise<CounterBump[]> {
      const rows: CounterRow[] = await knex('change_counters')
        .select('scope', 'organizationId', 'period', 'department', 'version')
        .where('version', '>', version)
        .orWhere('changedAt', '>', knex.raw(`clock_timestamp() - make_interval(secs => ?)`, [recentSeconds]))
        .orderBy('version')
        .limit(limit);
      return rows.map(bumpOfRow);
    },

    /** The counters whose version lies in the range (a statement that bumped too many to name them). */
    async bumpedBetween(from: number, to: number): Promise<CounterBump[]> {
      const rows: CounterRow[] = await knex('change_counters')
        .select('scope', 'organizationId', 'period', 'department', 'version')
        .whereBetween('version', [from, to])
        .orderBy('version');
      return rows.map(bumpOfRow);
    },

    /** NOTIFY from a pooled connection: delivered at commit to every listening API process. */
    async notify(channel: string, payload: string): Promise<void> {
      await knex.raw('select pg_notify(?, ?)', [channel, payload]);
    },
  };
}

export type ChangeStreamRepository = ReturnType<typeof createChangeStreamRepository>;

import type { Knex } from 'knex';

/** The data a read's answer is made of, each scope named by the table triggers that bump it. */
export type ChangeScope = 'bookings' | 'performers' | 'users' | 'departments' | 'organizations';

/** A scope's changes in the organizations an answer covers ('every': the whole scope). */
export interface ChangeDependency {
  scope: ChangeScope;
  organizations: 'every' | readonly number[];
}

/**
 * What the covered counters add up to. Versions only grow (a bump takes a new value of one
 * sequence), so any bump raises the sum; the count and the largest version tell the sets apart
 * even if the table were emptied and counters started again.
 */
export interface ChangeFingerprint {
  counters: number;
  sum: string;
  latest: string;
}

interface FingerprintRow {
  counters: number | string;
  sum: string | number;
  latest: string | number;
}

export function createChangeCounterRepository(knex: Knex) {
  return {
    /** One statement over the primary key, whatever the dependencies. */
    async fingerprint(dependencies: readonly ChangeDependency[]): Promise<ChangeFingerprint> {
      const conditions: string[] = [];
      const bindings: (string | number[])[] = [];
      for (const { scope, organizations } of dependencies) {
        if (organizations === 'every') {
          conditions.push('scope = ?');
          bindings.push(scope);
        } else if (organizations.length > 0) {
          conditions.push('(scope = ? and organization_id = any(?::int[]))');
          bindings.push(scope, [...organizations]);
        }
      }
      if (conditions.length === 0) return { counters: 0, sum: '0', latest: '0' };
      const result = await knex.raw<{ rows: FingerprintRow[] }>(
        `select count(*)::int as counters, coalesce(sum(version), 0)::text as sum,
                coalesce(max(version), 0)::text as latest
           from change_counters where ${conditions.join(' or ')}`,
        bindings,
      );
      const [row] = result.rows;
      if (row === undefined) throw new Error('An aggregate answered no row');
      return { counters: Number(row.counters), sum: String(row.sum), latest: String(row.latest) };
    },
  };
}

export type ChangeCounterRepository = ReturnType<typeof createChangeCounterRepository>;

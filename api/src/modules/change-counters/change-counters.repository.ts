import type { Knex } from 'knex';
import { preparedStatementOfText } from '../../platform/db';

/** The data a read's answer is made of, each scope named by the table triggers that bump it. */
export type ChangeScope = 'bookings' | 'performers' | 'users' | 'departments' | 'organizations' | 'closures';

/**
 * A scope's changes in the organizations an answer covers ('every': the whole scope). Bookings are
 * counted per month of their date and per department too: `dates` (yyyy-MM-dd, inclusive) narrows
 * the dependency to the months of a ranged read, `departments` to the departments a read shows
 * (a user's own); without them every month and department is covered.
 */
export interface ChangeDependency {
  scope: ChangeScope;
  organizations: 'every' | readonly number[];
  dates?: { from: string; to: string };
  departments?: readonly string[];
}

/** A fingerprint statement's bindings: scopes, and lists of organizations, months or departments. */
export type FingerprintBinding = string | number[] | string[];

/** The bookings counters' period of a yyyy-MM-dd date: months since year 0, as the triggers count it. */
function monthNumberOf(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** More months than a calendar read spans: a longer range sums the whole scope instead of a long list. */
const MOST_MONTHS_LISTED = 24;

/** The months from one date to another, as periods; null past MOST_MONTHS_LISTED or when reversed. */
function monthsBetween(dates: { from: string; to: string }): number[] | null {
  const first = monthNumberOf(dates.from);
  const last = monthNumberOf(dates.to);
  if (last < first || last - first >= MOST_MONTHS_LISTED) return null;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
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

export interface FingerprintRow {
  counters: number | string;
  sum: string | number;
  latest: string | number;
}

/** A fingerprint's SQL over the dependencies' counters: one row of (counters, sum, latest). */
export interface FingerprintQuery {
  sql: string;
  bindings: FingerprintBinding[];
}

/** The counters the dependencies cover, as one aggregate over the primary key; null when none. */
export function fingerprintQueryOf(dependencies: readonly ChangeDependency[]): FingerprintQuery | null {
  const conditions: string[] = [];
  const bindings: FingerprintBinding[] = [];
  for (const { scope, organizations, dates, departments } of dependencies) {
    if (organizations !== 'every' && organizations.length === 0) continue;
    const parts = ['scope = ?'];
    bindings.push(scope);
    if (organizations !== 'every') {
      parts.push('organization_id = any(?::int[])');
      bindings.push([...organizations]);
    }
    const months = dates === undefined ? null : monthsBetween(dates);
    if (months !== null) {
      parts.push('period = any(?::int[])');
      bindings.push(months);
    }
    if (departments !== undefined) {
      parts.push('department = any(?::text[])');
      bindings.push([...departments]);
    }
    conditions.push(`(${parts.join(' and ')})`);
  }
  if (conditions.length === 0) return null;
  const sql = `select count(*)::int as counters, coalesce(sum(version), 0)::text as sum,
                coalesce(max(version), 0)::text as latest
           from change_counters where ${conditions.join(' or ')}`;
  return { sql, bindings };
}

const NO_COUNTERS: ChangeFingerprint = { counters: 0, sum: '0', latest: '0' };

export function fingerprintOfRow(row: FingerprintRow): ChangeFingerprint {
  return { counters: Number(row.counters), sum: String(row.sum), latest: String(row.latest) };
}

export function createChangeCounterRepository(knex: Knex) {
  return {
    /** One statement over the primary key, whatever the dependencies. */
    async fingerprint(dependencies: readonly ChangeDependency[]): Promise<ChangeFingerprint> {
      const query = fingerprintQueryOf(dependencies);
      if (query === null) return NO_COUNTERS;
      // Each read's dependencies give one text: prepared once per connection under a name of its
      // own, so an unchanged refetch is planned once, not on every request.
      const result = await knex
        .raw<{ rows: FingerprintRow[] }>(query.sql, query.bindings)
        .options(preparedStatementOfText('changes.fingerprint', query.sql));
      const [row] = result.rows;
      if (row === undefined) throw new Error('An aggregate answered no row');
      return fingerprintOfRow(row);
    },
  };
}

export type ChangeCounterRepository = ReturnType<typeof createChangeCounterRepository>;

import { createHash } from 'node:crypto';
import type { Actor } from '../../platform/http';
import { weakTag } from '../../platform/http';
import {
  fingerprintOfRow,
  fingerprintQueryOf,
  type ChangeCounterRepository,
  type ChangeDependency,
  type ChangeFingerprint,
  type FingerprintBinding,
  type FingerprintRow,
} from './change-counters.repository';

/**
 * A read's validator: the versions of what its answer is made of, who asks (answers differ per
 * actor: role, organization and department narrow them; null for a public read) and what is asked (path and query). Equal
 * tags mean the same answer; the database alone decides, so every replica gives the same tag.
 */
/**
 * The dependencies' fingerprint as one JSON column of a read's own statement, so a read that has no
 * tag to compare yet (no If-None-Match) gets its answer and its tag in one round trip, both from the
 * same snapshot. The column is evaluated once per statement (it is not correlated with the rows).
 */
export interface FingerprintColumn {
  sql: string;
  bindings: FingerprintBinding[];
}

function tagOfFingerprint(
  actor: Actor | null,
  requestUrl: string,
  dependencies: readonly ChangeDependency[],
  fingerprint: ChangeFingerprint,
): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        actor?.userId ?? null,
        actor?.role ?? null,
        actor?.organizationId ?? null,
        actor?.department ?? null,
        requestUrl,
        dependencies,
        fingerprint,
      ]),
    )
    .digest('base64url')
    .slice(0, 27);
  return weakTag(digest);
}

function isFingerprintRow(value: unknown): value is FingerprintRow {
  return (
    typeof value === 'object' && value !== null && 'counters' in value && 'sum' in value && 'latest' in value
  );
}

export function createChangeValidators(counters: ChangeCounterRepository) {
  return {
    async tagOf(
      actor: Actor | null,
      requestUrl: string,
      dependencies: readonly ChangeDependency[],
    ): Promise<string> {
      return tagOfFingerprint(actor, requestUrl, dependencies, await counters.fingerprint(dependencies));
    },

    /** The fingerprint as a column for the read's own statement; null when nothing is covered. */
    fingerprintColumn(dependencies: readonly ChangeDependency[]): FingerprintColumn | null {
      const query = fingerprintQueryOf(dependencies);
      if (query === null) return null;
      return { sql: `(select row_to_json(f) from (${query.sql}) f)`, bindings: query.bindings };
    },

    /**
     * The tag from the column's value as the read's statement returned it; a statement that returned
     * no row brought no value, and the counters are read on their own.
     */
    async tagOfColumn(
      actor: Actor | null,
      requestUrl: string,
      dependencies: readonly ChangeDependency[],
      value: unknown,
    ): Promise<string> {
      const fingerprint = isFingerprintRow(value)
        ? fingerprintOfRow(value)
        : await counters.fingerprint(dependencies);
      return tagOfFingerprint(actor, requestUrl, dependencies, fingerprint);
    },
  };
}

export type ChangeValidators = ReturnType<typeof createChangeValidators>;

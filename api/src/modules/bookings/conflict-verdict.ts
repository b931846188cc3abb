import type { Knex } from 'knex';
import type { ConflictPolicy } from '../../contract';
import type { BookingPolicyRepository } from './booking-policy.repository';

/**
 * Whether a write with `problemCount` problems is blocked: the one verdict every booking write gets
 * under the availability rule (a single booking, a change set's item, an undo's booking).
 */
export type ConflictVerdict = (
  db: Knex,
  organizationId: number | null,
  problemCount: number,
) => Promise<boolean>;

/**
 * The verdict by the organization's conflict policy (docs/PRODUCT.md): only 'block' stops a write,
 * and only when it has a problem; under 'warn' the problems go back with the answer. Each
 * organization (venue) is judged by its own policy, read only when a problem needs judging, and at
 * most once per transaction, however many of its bookings the transaction writes (without a
 * transaction, once per call: a statement on its own sees the policy as it is then).
 */
export function createConflictVerdict(policies: Pick<BookingPolicyRepository, 'find'>): ConflictVerdict {
  /** Each transaction's policies as read in it, by organization; gone with the transaction. */
  const readIn = new WeakMap<Knex, Map<number, Promise<ConflictPolicy>>>();

  return async (db, organizationId, problemCount) => {
    if (problemCount === 0 || organizationId === null) return false;
    if (!db.isTransaction) return (await policies.find(organizationId, db)) === 'block';
    const read = readIn.get(db) ?? new Map<number, Promise<ConflictPolicy>>();
    readIn.set(db, read);
    const policy = read.get(organizationId) ?? policies.find(organizationId, db);
    read.set(organizationId, policy);
    return (await policy) === 'block';
  };
}

import type { Knex } from 'knex';
import type { ConflictPolicy } from '../../contract';

/** Without a row an organization's policy is 'warn'. */
const DEFAULT_CONFLICT_POLICY: ConflictPolicy = 'warn';

export function createBookingPolicyRepository(knex: Knex) {
  return {
    async find(organizationId: number, db: Knex = knex): Promise<ConflictPolicy> {
      const row: { conflictPolicy: ConflictPolicy } | undefined = await db('booking_policies')
        .first('conflictPolicy')
        .where({ organizationId });
      return row?.conflictPolicy ?? DEFAULT_CONFLICT_POLICY;
    },

    async save(trx: Knex.Transaction, organizationId: number, conflictPolicy: ConflictPolicy): Promise<void> {
      await trx('booking_policies')
        .insert({ organizationId, conflictPolicy, updatedAt: trx.fn.now() })
        .onConflict('organizationId')
        .merge(['conflictPolicy', 'updatedAt']);
    },
  };
}

export type BookingPolicyRepository = ReturnType<typeof createBookingPolicyRepository>;

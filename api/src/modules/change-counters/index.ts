/**
 * Changes: owns change_counters, its sequence and its trigger function. Every write to a table an
 * answer is made of (bookings, booking_performers, performers, users, admin_permissions,
 * departments, organizations) bumps the counter of its scope and organization by that table's own
 * statement-level triggers, in the writing transaction: nothing to call, nothing to forget. The
 * reads that answer conditionally (ETag, 304) ask this module for their tag.
 */
import type { Knex } from 'knex';
import { createChangeCounterRepository } from './change-counters.repository';
import { createChangeValidators, type ChangeValidators } from './change-validators';

export type { ChangeDependency, ChangeScope } from './change-counters.repository';
export type { ChangeValidators } from './change-validators';
export { CHANGE_NOTIFICATION_CHANNEL } from './change-notification-sql';

export interface ChangeCountersModule {
  facade: ChangeValidators;
}

export function createChangeCountersModule({ knex }: { knex: Knex }): ChangeCountersModule {
  return { facade: createChangeValidators(createChangeCounterRepository(knex)) };
}

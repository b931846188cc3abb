import type { Knex } from 'knex';
import type { Logger } from '../platform/logger';
import { seedAvailabilityDemoData } from '../modules/availability';
import { seedBookingsDemoData } from '../modules/bookings';
import { seedIdentityDemoData } from '../modules/identity';
import { hasOrganizations, seedOrgDemoData } from '../modules/org';

export interface SeedOutcome {
  seeded: boolean;
  bookings: number;
}

/**
 * The demo data of docs/ARCHITECTURE.md section 5, in one transaction: organizations 1-4 with departments and
 * performers, the demo accounts, bookings over the current and next month, and next week's
 * unavailable performers and closed venue. Refuses (no-op)
 * when any organization exists, so it never touches a database in use.
 */
export async function seedDemoData(
  knex: Knex,
  logger: Logger,
  today: Date = new Date(),
): Promise<SeedOutcome> {
  if (await hasOrganizations(knex)) {
    logger.info('demo data not seeded: the database already has organizations');
    return { seeded: false, bookings: 0 };
  }
  const bookings = await knex.transaction(async (trx) => {
    const organizations = await seedOrgDemoData(trx);
    const identity = await seedIdentityDemoData(trx);
    const bookerIds = ['owner@encore.test', 'admin@encore.test'].flatMap((email) => {
      const id = identity.userIds.get(email);
      return id === undefined ? [] : [id];
    });
    const seededBookings = await seedBookingsDemoData(trx, {
      today,
      clientDepartments: organizations.clientDepartments,
      performers: organizations.performers,
      bookerIds,
    });
    // After the bookings: one of them is made to warn (its performer away at its time).
    await seedAvailabilityDemoData(trx, { today });
    return seededBookings;
  });
  logger.info({ bookings }, 'demo data seeded');
  return { seeded: true, bookings };
}

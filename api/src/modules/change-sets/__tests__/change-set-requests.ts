import { API_PATHS } from '../../../contract';
import type { actingAs } from '../../../test-support/sessions';
import { TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { OWNER, PALM_COVE, storeBooking, type StoredBooking } from '../../../test-support/booking-fixtures';

/**
 * What the change set tests ask of the app: POST /api/change-sets as an account, bookings of Palm
 * Cove's Lobby Bar stored on a date unless told otherwise, and an organization's conflict policy set.
 */
export function changeSetRequests(app: () => TestApp, { as, write }: ReturnType<typeof actingAs>) {
  return {
    async changeSet(body: Record<string, unknown>, email = OWNER) {
      return write('post', API_PATHS.changeSets, await as(email)).send(body);
    },

    /** Stored bookings, one per given booking, in order. */
    async stored(bookings: readonly (Partial<StoredBooking> & { date: string })[]): Promise<number[]> {
      const ids: number[] = [];
      for (const booking of bookings)
        ids.push(
          await storeBooking(app(), { department: 'Lobby Bar', organizationId: PALM_COVE, ...booking }),
        );
      return ids;
    },

    async setPolicy(organizationId: number, conflictPolicy: 'warn' | 'block'): Promise<void> {
      const response = await app()
        .http()
        .put(API_PATHS.bookingPolicy(organizationId))
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', await as(OWNER))
        .send({ conflictPolicy });
      if (response.status !== 200) throw new Error(`the policy answered ${response.status}`);
    },
  };
}

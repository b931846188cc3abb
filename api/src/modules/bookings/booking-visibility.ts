import type { Knex } from 'knex';
import { maySeeBookingsOf, type BookingViewer } from './booking-scope';

/** Where a booking is: whose it is and which of their departments (null: none). */
interface BookingPlacement {
  organizationId: number;
  department: string | null;
}

/** Whether a session may see one booking (the change stream's presence asks before it announces an editor). */
export interface BookingVisibility {
  /**
   * The booking's placement when the actor may see it (booking-scope.ts); null when there is no such
   * booking or it is another tenant's or department's: the same answer, as a read's 404.
   */
  findVisiblePlacement(actor: BookingViewer, bookingId: number): Promise<BookingPlacement | null>;
}

export function createBookingVisibility(knex: Knex): BookingVisibility {
  return {
    async findVisiblePlacement(actor, bookingId) {
      const row: { organizationId: number | null; department: string | null } | undefined = await knex(
        'bookings',
      )
        .first('organizationId', 'department')
        .where({ id: bookingId });
      if (row === undefined || row.organizationId === null) return null;
      const placement = { organizationId: row.organizationId, department: row.department };
      return maySeeBookingsOf(actor, placement.organizationId, placement.department) ? placement : null;
    },
  };
}

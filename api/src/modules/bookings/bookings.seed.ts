import type { Knex } from 'knex';
import { planDemoBookings, type DemoBookingInput } from './demo-bookings';

/** Inserts the demo bookings and their performers (inside the caller's transaction); returns the count. */
export async function seedBookingsDemoData(trx: Knex.Transaction, input: DemoBookingInput): Promise<number> {
  const planned = planDemoBookings(input);
  for (const booking of planned) {
    const { performers, ...row } = booking;
    const [inserted]: { id: number }[] = await trx('bookings').insert(row).returning('id');
    if (!inserted || performers.length === 0) continue;
    await trx('booking_performers').insert(
      performers.map((performer, position) => ({ ...performer, position, bookingId: inserted.id })),
    );
  }
  return planned.length;
}

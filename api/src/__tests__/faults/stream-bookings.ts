import type { Knex } from 'knex';
import type { BookingCreateInput } from '../../contract';

/** Demo data (docs/ARCHITECTURE.md section 5): Cypress Hills books, the owner of the provider signs in. */
const CYPRESS_HILLS = 3;
export const OWNER = 'owner@encore.test';
export const VIBRAPHONE_PLAYER = 'Elena Novak';
const STREAM_TITLE_PREFIX = 'Stream';
/** Far from the demo bookings (current and next month), so the stream never meets them. */
const FIRST_STREAM_DAY = Date.UTC(2041, 0, 1);
const DAY_MS = 86_400_000;

export async function performerIdOf(knex: Knex, name: string): Promise<number> {
  const row: { id: number } | undefined = await knex('performers').first('id').where({ name });
  if (!row) throw new Error(`no performer named ${name}`);
  return row.id;
}

/** Booking number `sequence` of a stream: its own day, so no two of them hold the performer at once. */
export function streamBooking(sequence: number, performerId: number): BookingCreateInput {
  const date = new Date(FIRST_STREAM_DAY + sequence * DAY_MS).toISOString().slice(0, 10);
  return {
    title: `${STREAM_TITLE_PREFIX} ${sequence}`,
    date,
    time: '19:00',
    duration: 60,
    department: 'Clubhouse',
    ensemble: 'Solo',
    status: 'confirmed',
    organizationId: CYPRESS_HILLS,
    notes: null,
    performerData: JSON.stringify([{ performerId, instrument: 'vibraphone' }]),
  };
}

export interface StoredStreamBooking {
  id: number;
  title: string;
  performerRows: number;
  createdAuditRows: number;
}

/** Every stream booking in the database, with how many performer and 'booking_created' audit rows it has. */
export async function storedStreamBookings(knex: Knex): Promise<StoredStreamBooking[]> {
  const rows: { id: number; title: string; performerRows: string; createdAuditRows: string }[] = await knex(
    'bookings as b',
  )
    .select(
      'b.id',
      'b.title',
      knex.raw('(select count(*) from booking_performers bp where bp.booking_id = b.id) as "performerRows"'),
      knex.raw(
        `(select count(*) from audit_logs a
           where a.action = 'booking_created' and a.resource = 'booking' and a.resource_id = b.id::text)
         as "createdAuditRows"`,
      ),
    )
    .where('b.title', 'like', `${STREAM_TITLE_PREFIX} %`)
    .orderBy('b.id');
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    performerRows: Number(row.performerRows),
    createdAuditRows: Number(row.createdAuditRows),
  }));
}

/** Ids named by 'booking_created' audit rows whose booking does not exist: an audit row without its write. */
export async function orphanCreatedAuditIds(knex: Knex): Promise<string[]> {
  const rows: { resourceId: string }[] = await knex('audit_logs as a')
    .select('a.resourceId')
    .where({ 'a.action': 'booking_created', 'a.resource': 'booking' })
    .whereNotExists(knex('bookings as b').select(knex.raw('1')).whereRaw('b.id::text = a.resource_id'));
  return rows.map((row) => row.resourceId);
}

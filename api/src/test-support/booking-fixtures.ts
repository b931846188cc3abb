import type { BookingStatus, Ensemble } from '../contract';
import type { TestApp } from './test-app';

/** Organizations of the demo data (docs/ARCHITECTURE.md section 5). */
export const PALM_COVE = 1;
export const CYPRESS_HILLS = 3;
export const MAGNOLIA = 4;

export const OWNER = 'owner@encore.test';
export const SUPER_ADMIN = 'admin@encore.test';
export const PALM_COVE_ADMIN = 'manager@palmcove.test';
export const LOBBY_USER = 'lobby@palmcove.test';
export const CYPRESS_USER = 'staff@cypresshills.test';

/** Id of a demo performer of the provider, by name. */
export async function performerIdOf(app: TestApp, name: string): Promise<number> {
  const row: { id: number } | undefined = await app.knex('performers').first('id').where({ name });
  if (!row) throw new Error(`no performer named ${name}`);
  return row.id;
}

export async function userIdOf(app: TestApp, email: string): Promise<number> {
  const row: { id: number } | undefined = await app.knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export interface StoredBooking {
  title?: string;
  date: string;
  time?: string;
  duration?: number;
  department?: string | null;
  ensemble?: Ensemble | null;
  organizationId: number;
  status?: BookingStatus;
  notes?: string | null;
  performers?: { performerId: number; instrument: string }[];
}

/** A booking written straight into the database (test set-up that does not go through the API). */
export async function storeBooking(app: TestApp, booking: StoredBooking): Promise<number> {
  const { performers = [], ...fields } = booking;
  const [row]: { id: number }[] = await app
    .knex('bookings')
    .insert({ title: 'Solo - Stored', time: '19:00', duration: 60, ...fields })
    .returning('id');
  if (!row) throw new Error('booking not stored');
  if (performers.length > 0)
    await app
      .knex('booking_performers')
      .insert(performers.map((performer, position) => ({ ...performer, position, bookingId: row.id })));
  return row.id;
}

export interface BookingPerformerRow {
  performerId: number;
  instrument: string;
  position: number;
}

export async function storedPerformersOf(app: TestApp, bookingId: number): Promise<BookingPerformerRow[]> {
  return app
    .knex('booking_performers')
    .select('performerId', 'instrument', 'position')
    .where({ bookingId })
    .orderBy('position');
}

export interface AuditRow {
  action: string;
  userId: number | null;
  email: string | null;
  resource: string | null;
  resourceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  organizationId: number | null;
  success: boolean;
  details: unknown;
}

export async function auditRowsOf(app: TestApp, resource: string, resourceId: number): Promise<AuditRow[]> {
  const rows: (Omit<AuditRow, 'details'> & { details: string | null })[] = await app
    .knex('audit_logs')
    .select(
      'action',
      'userId',
      'email',
      'resource',
      'resourceId',
      'ipAddress',
      'userAgent',
      'organizationId',
      'success',
      'details',
    )
    .where({ resource, resourceId: String(resourceId) })
    .orderBy('id');
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details ?? 'null') as unknown }));
}

export async function bookingCount(app: TestApp, where: Record<string, unknown>): Promise<number> {
  const row: { count?: string | number } | undefined = await app
    .knex('bookings')
    .count({ count: '*' })
    .where(where)
    .first();
  return Number(row?.count ?? 0);
}

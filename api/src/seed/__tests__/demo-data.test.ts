import moment from 'moment';
import { INSTRUMENTS } from '../../contract';
import { createLogger } from '../../platform/logger';
import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../test-support/test-database';
import { createAvailabilityProblemRepository } from '../../modules/availability/availability-problems.repository';
import { seedDemoData } from '../demo-data';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let testDatabase: TestDatabase;
const logger = createLogger('silent');
const today = new Date();

beforeAll(async () => {
  testDatabase = await createTestDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await testDatabase.destroy();
}, DATABASE_HOOK_TIMEOUT_MS);

async function count(table: string): Promise<number> {
  const [row] = await testDatabase.database.knex(table).count({ total: '*' });
  return Number(row?.total);
}

describe('seedDemoData', () => {
  it('when the database is empty, then the demo organizations, departments, users, performers and bookings exist', async () => {
    const outcome = await seedDemoData(testDatabase.database.knex, logger, today);
    const { knex } = testDatabase.database;

    expect(outcome.seeded).toBe(true);
    expect(await knex('organizations').select('id', 'slug').orderBy('id')).toEqual([
      { id: 1, slug: 'palm-cove' },
      { id: 2, slug: 'encore-music' },
      { id: 3, slug: 'cypress-hills' },
      { id: 4, slug: 'magnolia' },
    ]);
    expect(
      await knex('departments').where({ organizationId: 1 }).orderBy('id').select('name', 'color'),
    ).toEqual([
      { name: 'Lobby Bar', color: '#f3acd2' },
      { name: 'DUSK', color: '#9ba3ad' },
      { name: 'Gumbo Limbo', color: '#ffbb64' },
      { name: 'The Grill', color: '#c3b6fd' },
      { name: 'Nolita', color: '#86f0ae' },
      { name: 'Pool/Sofra', color: '#86cffd' },
      { name: 'The Club', color: '#20b2aa' },
    ]);
    expect(await knex('departments').where({ organizationId: 3 }).orderBy('id').pluck('name')).toEqual([
      'Clubhouse',
      'Grill Room',
      'Pool Deck',
      'Ballroom',
    ]);
    expect(await knex('departments').where({ organizationId: 4 }).orderBy('id').pluck('name')).toEqual([
      'Main Dining',
      'Terrace',
      'Ballroom',
    ]);
    expect(await count('users')).toBe(8);
    expect(
      await knex('users').where({ email: 'newhire@palmcove.test' }).first('passwordHash', 'firebaseUid'),
    ).toEqual({ passwordHash: null, firebaseUid: null });
    expect(
      await knex('admin_permissions')
        .join('users', 'users.id', 'admin_permissions.user_id')
        .orderBy('users.email')
        .select('users.email', 'admin_permissions.permissionLevel'),
    ).toEqual([
      { email: 'admin@encore.test', permissionLevel: 'super_admin' },
      { email: 'manager@cypresshills.test', permissionLevel: 'org_admin' },
      { email: 'manager@palmcove.test', permissionLevel: 'org_admin' },
      { email: 'owner@encore.test', permissionLevel: 'owner' },
    ]);

    const performers: { instruments: string[]; organizationId: number }[] = await knex('performers').select(
      'instruments',
      'organizationId',
    );
    expect(performers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(performers.map((performer) => performer.organizationId))).toEqual(new Set([2]));
    expect(new Set(performers.flatMap((performer) => performer.instruments))).toEqual(new Set(INSTRUMENTS));
  });

  it('when the demo bookings are read, then every client organization has bookings over this month and the next, some pending, some overlapping', async () => {
    const { knex } = testDatabase.database;
    const first = moment(today).startOf('month').format('YYYY-MM-DD');
    const last = moment(today).add(1, 'month').endOf('month').format('YYYY-MM-DD');
    const bookings: {
      id: number;
      organizationId: number;
      date: string;
      time: string;
      department: string;
      status: string;
      title: string;
      ensemble: string;
    }[] = await knex('bookings').select(
      'id',
      'organizationId',
      'date',
      'time',
      'department',
      'status',
      'title',
      'ensemble',
    );

    expect(new Set(bookings.map((booking) => booking.organizationId))).toEqual(new Set([1, 3, 4]));
    expect(bookings.every((booking) => booking.date >= first && booking.date <= last)).toBe(true);
    expect(bookings.some((booking) => booking.date.slice(0, 7) === first.slice(0, 7))).toBe(true);
    expect(bookings.some((booking) => booking.date.slice(0, 7) === last.slice(0, 7))).toBe(true);
    expect(bookings.filter((booking) => booking.status === 'pending').length).toBeGreaterThan(0);
    expect(bookings.every((booking) => booking.title === `${booking.ensemble} - ${booking.department}`)).toBe(
      true,
    );
    const slots = new Map<string, number>();
    for (const booking of bookings) {
      const key = `${booking.organizationId} ${booking.date} ${booking.time}`;
      slots.set(key, (slots.get(key) ?? 0) + 1);
    }
    expect(Math.max(...slots.values())).toBeGreaterThanOrEqual(3);
    expect(await count('booking_performers')).toBeGreaterThan(bookings.length / 2);
  });

  it('when a performer is booked twice on one date, then the two bookings do not overlap in time', async () => {
    const rows: { performerId: number; date: string; time: string; duration: number }[] =
      await testDatabase.database
        .knex('booking_performers')
        .join('bookings', 'bookings.id', 'booking_performers.booking_id')
        .select('booking_performers.performerId', 'bookings.date', 'bookings.time', 'bookings.duration');
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    for (const row of rows) {
      const clashes = rows.filter(
        (other) =>
          other !== row &&
          other.performerId === row.performerId &&
          other.date === row.date &&
          minutes(other.time) < minutes(row.time) + row.duration &&
          minutes(row.time) < minutes(other.time) + other.duration,
      );
      expect(clashes).toEqual([]);
    }
  });

  it("when next week is read, then some performers are unavailable on its days, one of Palm Cove's venues is closed all of one day, and the policy stays 'warn'", async () => {
    const { knex } = testDatabase.database;
    const monday = moment(today).startOf('isoWeek').add(1, 'week');
    const nextWeek = {
      from: monday.format('YYYY-MM-DD'),
      to: monday.clone().add(7, 'days').format('YYYY-MM-DD'),
    };
    const periods: { performerId: number; reason: string | null }[] = await knex
      .from('performer_unavailability as u')
      .crossJoin(knex.raw(`(select time_zone as zone from organizations where kind = 'provider') z`))
      .whereRaw('u.starts_at < ?::date::timestamp at time zone z.zone', [nextWeek.to])
      .andWhereRaw('u.ends_at > ?::date::timestamp at time zone z.zone', [nextWeek.from])
      .select('u.performer_id as performerId', 'u.reason');
    const closures: {
      organizationId: number;
      department: string | null;
      reason: string;
      startDate: string;
      startTime: string;
      endDate: string;
      endTime: string;
    }[] = await knex
      .from('venue_closures as c')
      .leftJoin('departments as d', 'd.id', 'c.department_id')
      .select(
        'c.organization_id as organizationId',
        'd.name as department',
        'c.reason',
        knex.raw(`to_char(c.starts_at, 'YYYY-MM-DD') as "startDate"`),
        knex.raw(`to_char(c.starts_at, 'HH24:MI') as "startTime"`),
        knex.raw(`to_char(c.ends_at, 'YYYY-MM-DD') as "endDate"`),
        knex.raw(`to_char(c.ends_at, 'HH24:MI') as "endTime"`),
      );

    expect(new Set(periods.map((period) => period.performerId)).size).toBeGreaterThanOrEqual(2);
    expect(periods.map((period) => period.reason)).toEqual(expect.arrayContaining(['Touring']));
    expect(closures).toHaveLength(1);
    const [closure] = closures;
    expect(closure).toMatchObject({ organizationId: 1, department: 'Lobby Bar', reason: 'Private event' });
    expect(closure?.startTime).toBe('00:00');
    expect(closure?.endTime).toBe('00:00');
    expect(moment(closure?.endDate).diff(moment(closure?.startDate), 'days')).toBe(1);
    expect(closure && closure.startDate >= nextWeek.from && closure.endDate <= nextWeek.to).toBe(true);
    expect(await knex('booking_policies').whereNot('conflictPolicy', 'warn')).toEqual([]);
  });

  it('when the demo bookings are checked against the unavailable periods, then a future one has a performer who is unavailable at its time', async () => {
    const { knex } = testDatabase.database;
    const staffed: {
      id: number;
      organizationId: number;
      date: string;
      time: string;
      duration: number;
      performerId: number;
    }[] = await knex('bookings as b')
      .join('booking_performers as bp', 'bp.booking_id', 'b.id')
      .where('b.date', '>', moment(today).format('YYYY-MM-DD'))
      .select(
        'b.id',
        'b.organization_id as organizationId',
        'b.date',
        'b.time',
        'b.duration',
        'bp.performer_id as performerId',
      );
    const problems = createAvailabilityProblemRepository();

    const warned: number[] = [];
    for (const booking of staffed) {
      const hits = await problems.unavailableDuring(knex, booking.organizationId, [booking.performerId], {
        dates: [booking.date],
        time: booking.time,
        duration: booking.duration,
      });
      if (hits.length > 0) warned.push(booking.id);
    }

    expect(warned.length).toBeGreaterThan(0);
    const familyEvent: unknown[] = await knex('performer_unavailability').where({ reason: 'Family event' });
    expect(familyEvent).toHaveLength(1);
  });

  it('when the seed runs a second time, then it changes nothing', async () => {
    const before = {
      users: await count('users'),
      bookings: await count('bookings'),
      performers: await count('performers'),
      periods: await count('performer_unavailability'),
      closures: await count('venue_closures'),
    };

    const outcome = await seedDemoData(testDatabase.database.knex, logger, today);

    expect(outcome).toEqual({ seeded: false, bookings: 0 });
    expect({
      users: await count('users'),
      bookings: await count('bookings'),
      performers: await count('performers'),
      periods: await count('performer_unavailability'),
      closures: await count('venue_closures'),
    }).toEqual(before);
  });

  it('when a new organization is created after the seed, then it gets the next id (the sequence was reset)', async () => {
    const [created] = await testDatabase.database
      .knex('organizations')
      .insert({ name: 'Harbor Club', slug: 'harbor-club' })
      .returning('id');

    expect(created.id).toBe(5);
  });
});

import { API_PATHS } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  OWNER,
  PALM_COVE,
  bookingCount,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';
import { changeSetAndAuditCounts } from '../../../test-support/change-set-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * Faults injected by triggers, one of them ending the API's own database session in the middle of
 * the apply: a server's backend can be terminated, PGlite's one connection cannot. PostgreSQL only.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('POST /api/change-sets: all or nothing when the database fails half-way', () => {
  const app = provideTestApp({ seed: true });
  const { as, write } = actingAs(app);

  // Signed in before any test counts audit rows (a sign-in writes one).
  beforeAll(() => as(OWNER));

  /** Runs `action` with a trigger on `table` doing `body` (PL/pgSQL) for the rows `when` picks, then drops it. */
  async function withFault(
    table: string,
    event: 'insert' | 'update' | 'delete',
    when: string,
    body: string,
    action: () => Promise<void>,
  ): Promise<void> {
    const row = event === 'delete' ? 'old' : 'new';
    await app().knex.raw(
      `create function injected_fault() returns trigger language plpgsql as $$
       begin
         if ${when} then ${body}; end if;
         return ${row};
       end $$`,
    );
    await app().knex.raw(
      `create trigger injected_fault before ${event} on ${table} for each row execute function injected_fault()`,
    );
    try {
      await action();
    } finally {
      await app().knex.raw(`drop trigger injected_fault on ${table}`);
      await app().knex.raw('drop function injected_fault()');
    }
  }

  async function statusesOf(ids: readonly number[]): Promise<string[]> {
    const rows: { status: string }[] = await app()
      .knex('bookings')
      .select('status')
      .whereIn('id', [...ids])
      .orderBy('id');
    return rows.map((row) => row.status);
  }

  it('when the third booking of a recurring create fails to insert, then none of the five is stored and no change set or audit row is written', async () => {
    const before = await changeSetAndAuditCounts(app());

    await withFault(
      'bookings',
      'insert',
      `new.date = '2040-01-03'`,
      `raise exception 'injected fault'`,
      async () => {
        const response = await write('post', API_PATHS.changeSets, await as(OWNER)).send({
          action: 'recurring_create',
          booking: {
            title: 'Solo - Lobby Bar',
            date: '2040-01-01',
            time: '19:00',
            duration: 60,
            department: 'Lobby Bar',
            organizationId: PALM_COVE,
          },
          dates: ['2040-01-02', '2040-01-03', '2040-01-04', '2040-01-05'],
        });

        expect(response.status).toBe(500);
        expect(response.text).not.toMatch(/injected|trigger|insert/);
      },
    );

    expect(await bookingCount(app(), { title: 'Solo - Faulty Night' })).toBe(0);
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it('when the second of three bookings fails to delete, then all three stay', async () => {
    const ids = [
      await storeBooking(app(), { date: '2040-02-01', organizationId: PALM_COVE }),
      await storeBooking(app(), { date: '2040-02-02', organizationId: PALM_COVE }),
      await storeBooking(app(), { date: '2040-02-03', organizationId: PALM_COVE }),
    ];
    const before = await changeSetAndAuditCounts(app());

    await withFault(
      'bookings',
      'delete',
      `old.id = ${ids[1]}`,
      `raise exception 'injected fault'`,
      async () => {
        const response = await write('post', API_PATHS.changeSets, await as(OWNER)).send({
          action: 'delete',
          bookingIds: ids,
        });

        expect(response.status).toBe(500);
      },
    );

    expect(await statusesOf(ids)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it("when the API's database session ends after every booking was finalized, then none stays finalized, nothing is recorded, and the next request succeeds", async () => {
    const cello = await performerIdOf(app(), 'Daniel Kim');
    const ids = [
      await storeBooking(app(), {
        date: '2040-03-01',
        organizationId: PALM_COVE,
        status: 'pending',
        performers: [{ performerId: cello, instrument: 'cello' }],
      }),
      await storeBooking(app(), { date: '2040-03-02', organizationId: PALM_COVE, status: 'pending' }),
    ];
    const before = await changeSetAndAuditCounts(app());

    // The change set's items are written after all the bookings: the session dies there.
    await withFault(
      'booking_change_set_items',
      'insert',
      'true',
      'perform pg_terminate_backend(pg_backend_pid())',
      async () => {
        const response = await write('post', API_PATHS.changeSets, await as(OWNER)).send({
          action: 'finalize',
          bookingIds: ids,
        });

        expect(response.status).toBeGreaterThanOrEqual(500);
      },
    );

    expect(await statusesOf(ids)).toEqual(['pending', 'pending']);
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
    const retried = await write('post', API_PATHS.changeSets, await as(OWNER)).send({
      action: 'finalize',
      bookingIds: ids,
    });
    expect(retried.status).toBe(201);
    expect(await statusesOf(ids)).toEqual(['confirmed', 'confirmed']);
  });
});

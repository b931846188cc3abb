import type { Knex } from 'knex';
import {
  API_PATHS,
  type BookingWriteDto,
  type ChangeSetResultDto,
  type CompactAvailabilityDto,
} from '../../../contract';
import { ModuleMigrationSource } from '../../../platform/db';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { OWNER, PALM_COVE, performerIdOf } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const SLOTS_MIGRATION = '20250601004700_bookings_performer_slots';

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

let cello: number;
let violin: number;
let piano: number;

beforeAll(async () => {
  cello = await performerIdOf(app(), 'Daniel Kim');
  violin = await performerIdOf(app(), 'Sofia Marquez');
  piano = await performerIdOf(app(), 'James Whitfield');
});

interface SlotRow {
  bookingId: number;
  date: string;
  time: string;
  duration: number;
  organizationId: number | null;
  department: string | null;
  performerIds: number[];
}

/** What booking_performer_slots must hold, computed from bookings and booking_performers. */
const EXPECTED_SLOTS_SQL = `
  select b.id as booking_id, b.date, b.time, b.duration, b.organization_id, b.department,
         array_agg(distinct bp.performer_id order by bp.performer_id) as performer_ids
    from bookings b join booking_performers bp on bp.booking_id = b.id
   group by b.id`;

/** Every booking whose kept row differs from what its tables say (missing, extra or stale): none when in step. */
async function slotsOutOfStep(knex: Knex): Promise<number[]> {
  const result: { rows: { bookingId: number }[] } = await knex.raw(`
    select coalesce(expected.booking_id, kept.booking_id) as "bookingId"
      from (${EXPECTED_SLOTS_SQL}) expected
      full join booking_performer_slots kept on kept.booking_id = expected.booking_id
     where (expected.booking_id, expected.date, expected.time, expected.duration, expected.organization_id,
            expected.department, expected.performer_ids)
           is distinct from (kept.booking_id, kept.date, kept.time, kept.duration, kept.organization_id,
            kept.department, kept.performer_ids)`);
  return result.rows.map(({ bookingId }) => bookingId);
}

/** The kept row of one booking ([date, time, duration, department, performers]), or null. */
async function slotOf(bookingId: number): Promise<[string, string, number, string | null, number[]] | null> {
  const result: { rows: SlotRow[] } = await app().knex.raw(
    `select booking_id as "bookingId", date::text as date, time, duration, organization_id as "organizationId",
            department, performer_ids as "performerIds"
       from booking_performer_slots where booking_id = ?`,
    [bookingId],
  );
  const [row] = result.rows;
  return row ? [row.date, row.time, row.duration, row.department, row.performerIds] : null;
}

const performerData = (...performers: [number, string][]) =>
  JSON.stringify(performers.map(([performerId, instrument]) => ({ performerId, instrument })));

async function created(body: Record<string, unknown>): Promise<number> {
  const response = await write('post', API_PATHS.bookings, await as(OWNER)).send({
    title: 'Duo - Lobby Bar',
    time: '19:00',
    duration: 60,
    notes: '',
    department: 'Lobby Bar',
    ensemble: 'Duo',
    userId: '',
    organizationId: PALM_COVE,
    status: 'confirmed',
    ...body,
  });
  if (response.status !== 201) throw new Error(`booking not created: ${response.status} ${response.text}`);
  return (response.body as BookingWriteDto).id;
}

async function patched(id: number, body: Record<string, unknown>): Promise<void> {
  const response = await write('patch', API_PATHS.booking(id), await as(OWNER)).send(body);
  if (response.status !== 200) throw new Error(`booking not updated: ${response.status} ${response.text}`);
}

async function lastChangeSetOf(bookingId: number): Promise<number> {
  const response = await app()
    .http()
    .get(API_PATHS.bookingHistory(bookingId))
    .set('Cookie', await as(OWNER));
  // The History lists the booking's change sets, newest first.
  return (response.body as { id: number }[])[0]?.id ?? 0;
}

/** The compact check's bookings in the way at 19:00 on `date` (all Palm Cove's own): [booking id, performer ids]. */
async function inTheWay(date: string): Promise<[number, number[]][]> {
  const response = await app()
    .http()
    .get(API_PATHS.availability)
    .query({
      organizationId: String(PALM_COVE),
      dates: date,
      time: '19:00',
      duration: '60',
      shape: 'compact',
    })
    .set('Cookie', await as(OWNER));
  expect(response.status).toBe(200);
  return (response.body as CompactAvailabilityDto).booked.map(({ booking, performerIds }) => [
    booking?.id ?? 0,
    performerIds,
  ]);
}

describe('booking_performer_slots: the performers of each booking by date, kept by triggers', () => {
  it('when a booking is created, its performers edited, moved, left without performers and given some again, then its row follows each write', async () => {
    const id = await created({
      date: '2036-05-04',
      performerData: performerData([violin, 'violin'], [cello, 'cello']),
    });
    const both = [cello, violin].sort((a, b) => a - b);
    expect(await slotOf(id)).toEqual(['2036-05-04', '19:00', 60, 'Lobby Bar', both]);
    expect(await inTheWay('2036-05-04')).toEqual([[id, both]]);

    await patched(id, { performerData: performerData([piano, 'piano']) });
    expect(await slotOf(id)).toEqual(['2036-05-04', '19:00', 60, 'Lobby Bar', [piano]]);
    expect(await inTheWay('2036-05-04')).toEqual([[id, [piano]]]);

    await patched(id, { date: '2036-05-06', time: '19:30', duration: 90, department: 'DUSK' });
    expect(await slotOf(id)).toEqual(['2036-05-06', '19:30', 90, 'DUSK', [piano]]);
    expect(await inTheWay('2036-05-04')).toEqual([]);
    expect(await inTheWay('2036-05-06')).toEqual([[id, [piano]]]);

    await patched(id, { performerData: null, ensemble: null });
    expect(await slotOf(id)).toBeNull();
    expect(await inTheWay('2036-05-06')).toEqual([]);

    await patched(id, { performerData: performerData([cello, 'cello']), ensemble: 'Solo' });
    expect(await slotOf(id)).toEqual(['2036-05-06', '19:30', 90, 'DUSK', [cello]]);
    expect(await slotsOutOfStep(app().knex)).toEqual([]);
  });

  it('when a booking is deleted and the delete undone, then its row goes and comes back', async () => {
    const id = await created({ date: '2036-06-01', performerData: performerData([cello, 'cello']) });
    expect((await write('delete', API_PATHS.booking(id), await as(OWNER))).status).toBe(204);
    expect(await slotOf(id)).toBeNull();

    const undo = await write(
      'post',
      API_PATHS.changeSetUndo(await lastChangeSetOf(id)),
      await as(OWNER),
    ).send({});

    expect(undo.status).toBe(201);
    expect(await slotOf(id)).toEqual(['2036-06-01', '19:00', 60, 'Lobby Bar', [cello]]);
    expect(await inTheWay('2036-06-01')).toEqual([[id, [cello]]]);
    expect(await slotsOutOfStep(app().knex)).toEqual([]);
  });

  it('when a change set moves bookings to another venue and date and is undone, then their rows move and come back', async () => {
    const ids = [
      await created({ date: '2036-07-01', performerData: performerData([violin, 'violin']) }),
      await created({ date: '2036-07-01', time: '21:00', performerData: performerData([piano, 'piano']) }),
    ];
    const moved = await write('post', API_PATHS.changeSets, await as(OWNER)).send({
      action: 'move',
      bookingIds: ids,
      move: { date: '2036-07-03', department: 'DUSK' },
    });
    expect(moved.status).toBe(201);
    expect(await slotOf(ids[0] ?? 0)).toEqual(['2036-07-03', '19:00', 60, 'DUSK', [violin]]);
    expect(await slotOf(ids[1] ?? 0)).toEqual(['2036-07-03', '21:00', 60, 'DUSK', [piano]]);

    const undo = await write(
      'post',
      API_PATHS.changeSetUndo((moved.body as ChangeSetResultDto).changeSet?.id ?? 0),
      await as(OWNER),
    ).send({});

    expect(undo.status).toBe(201);
    expect(await slotOf(ids[0] ?? 0)).toEqual(['2036-07-01', '19:00', 60, 'Lobby Bar', [violin]]);
    expect(await slotOf(ids[1] ?? 0)).toEqual(['2036-07-01', '21:00', 60, 'Lobby Bar', [piano]]);
    expect(await slotsOutOfStep(app().knex)).toEqual([]);
  });

  it('when a performer is deleted, then the rows of their bookings lose them, and a booking left with nobody loses its row', async () => {
    const knex = app().knex;
    // A second cellist of the provider, like the seeded one.
    const inserted: { rows: { id: number }[] } = await knex.raw(
      `insert into performers (name, instruments, organization_id)
       select 'Temporary Cellist', instruments, organization_id from performers where id = ? returning id`,
      [cello],
    );
    const extraId = inserted.rows[0]?.id ?? 0;
    const shared = await created({
      date: '2036-08-01',
      performerData: performerData([extraId, 'cello'], [cello, 'cello']),
    });
    const alone = await created({ date: '2036-08-02', performerData: performerData([extraId, 'cello']) });

    await knex('performers').delete().where({ id: extraId });

    expect(await slotOf(shared)).toEqual(['2036-08-01', '19:00', 60, 'Lobby Bar', [cello]]);
    expect(await slotOf(alone)).toBeNull();
    expect(await slotsOutOfStep(knex)).toEqual([]);
  });

  it('when a venue is renamed, then the rows of its bookings carry the new name (the rename cascades to bookings)', async () => {
    const knex = app().knex;
    const id = await created({
      date: '2036-08-10',
      department: 'DUSK',
      performerData: performerData([cello, 'cello']),
    });
    const renamed = () =>
      knex('departments').where({ organizationId: PALM_COVE, name: 'DUSK' }).update({ name: 'DUSK Terrace' });

    await renamed();

    expect(await slotOf(id)).toEqual(['2036-08-10', '19:00', 60, 'DUSK Terrace', [cello]]);
    expect(await slotsOutOfStep(knex)).toEqual([]);
    await knex('departments')
      .where({ organizationId: PALM_COVE, name: 'DUSK Terrace' })
      .update({ name: 'DUSK' });
    expect(await slotOf(id)).toEqual(['2036-08-10', '19:00', 60, 'DUSK', [cello]]);
  });

  it('when the migration is undone and done again, then the table is gone, then built again from what the tables hold', async () => {
    const knex = app().knex;
    const migration = { migrationSource: new ModuleMigrationSource(), name: SLOTS_MIGRATION };
    const before = await slotsOutOfStep(knex);
    expect(before).toEqual([]);

    await knex.migrate.down(migration);

    expect(
      (await knex.raw(`select to_regclass('booking_performer_slots') as found`)).rows[0].found,
    ).toBeNull();
    // Written while the migration is undone: the backfill must find it.
    const whileUndone = await created({
      date: '2036-09-01',
      performerData: performerData([violin, 'violin']),
    });

    await knex.migrate.up(migration);

    expect(await slotOf(whileUndone)).toEqual(['2036-09-01', '19:00', 60, 'Lobby Bar', [violin]]);
    expect(await slotsOutOfStep(knex)).toEqual([]);
    const count: { rows: { kept: number }[] } = await knex.raw(
      'select count(*)::int as kept from booking_performer_slots',
    );
    expect(count.rows[0]?.kept).toBeGreaterThan(1);
  });
});

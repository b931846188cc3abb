import type { Knex } from 'knex';
import { ModuleMigrationSource } from '../../../platform/db';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const DEPARTMENTS_MIGRATION = '20250601003100_changes_booking_departments';
const RESORT = 91;
const MARCH_2031 = 2031 * 12 + 2;
const APRIL_2031 = MARCH_2031 + 1;

interface CounterRow {
  period: number;
  department?: string;
  version: string;
}

async function bookingCounters(knex: Knex): Promise<CounterRow[]> {
  const result: { rows: CounterRow[] } = await knex.raw(
    `select * from change_counters where scope = 'bookings' and organization_id = ?
      order by period, version`,
    [RESORT],
  );
  return result.rows.map(({ period, department, version }) => ({
    period: Number(period),
    ...(department === undefined ? {} : { department }),
    version: String(version),
  }));
}

function booking(date: string, department: string | null) {
  return { title: 'Solo', date, time: '19:00', duration: 60, department, organizationId: RESORT };
}

describe('the bookings counters per department migration', () => {
  const testDatabase = provideTestDatabase();

  it('when it is undone, then each month keeps one counter at its latest version and bumps go on per month; done again, they go per department', async () => {
    const { knex } = testDatabase().database;
    const migrations = { migrationSource: new ModuleMigrationSource(), name: DEPARTMENTS_MIGRATION };
    await knex('organizations').insert({ id: RESORT, name: 'Resort', slug: 'resort' });
    await knex('departments').insert(
      ['Lobby Bar', 'Terrace'].map((name) => ({ name, organizationId: RESORT })),
    );
    await knex('bookings').insert(booking('2031-03-02', 'Lobby Bar'));
    await knex('bookings').insert(booking('2031-03-03', 'Terrace'));
    await knex('bookings').insert(booking('2031-03-04', null));
    const perDepartment = await bookingCounters(knex);
    expect(perDepartment.map(({ period, department }) => [period, department])).toEqual([
      [MARCH_2031, 'Lobby Bar'],
      [MARCH_2031, 'Terrace'],
      [MARCH_2031, ''],
    ]);

    await knex.migrate.down(migrations);

    expect(await bookingCounters(knex)).toEqual([{ period: MARCH_2031, version: perDepartment[2]?.version }]);
    await knex('bookings').insert(booking('2031-04-01', 'Terrace'));
    const perMonth = await bookingCounters(knex);
    expect(perMonth.map(({ period, department }) => [period, department])).toEqual([
      [MARCH_2031, undefined],
      [APRIL_2031, undefined],
    ]);

    await knex.migrate.up(migrations);

    await knex('bookings').update({ department: 'Lobby Bar' }).where({ date: '2031-04-01' });
    const again = await bookingCounters(knex);
    expect(again.map(({ period, department }) => [period, department])).toEqual([
      [MARCH_2031, ''],
      // The counters kept while undone stay as counters of no department: readers of the whole
      // organization still cover them.
      [APRIL_2031, ''],
      [APRIL_2031, 'Lobby Bar'],
      [APRIL_2031, 'Terrace'],
    ]);
  });
});

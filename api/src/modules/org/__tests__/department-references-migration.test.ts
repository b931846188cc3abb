import type { Knex } from 'knex';
import { ModuleMigrationSource } from '../../../platform/db';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const REFERENCES_MIGRATION = '20250601001900_org_department_references';

async function departmentsOf(
  knex: Knex,
  table: 'bookings' | 'users',
): Promise<Record<string, string | null>> {
  const rows: { key: string; department: string | null }[] = await knex(table)
    .select(table === 'bookings' ? 'title as key' : 'username as key', 'department')
    .orderBy('id');
  return Object.fromEntries(rows.map((row) => [row.key, row.department]));
}

describe('the department references migration', () => {
  const testDatabase = provideTestDatabase();

  it('when rows name departments that no longer exist, then those lose the name, the others keep theirs, and the references hold', async () => {
    const { knex } = testDatabase().database;
    const migrations = { migrationSource: new ModuleMigrationSource(), name: REFERENCES_MIGRATION };
    await knex.migrate.down(migrations);
    const [resort, club] = [91, 92];
    await knex('organizations').insert([
      { id: resort, name: 'Resort', slug: 'resort' },
      { id: club, name: 'Club', slug: 'club' },
    ]);
    await knex('departments').insert([
      { name: 'Lobby Bar', organizationId: resort },
      { name: 'Terrace', organizationId: club },
    ]);
    const booking = { date: '2031-05-01', time: '19:00', duration: 60 };
    await knex('bookings').insert([
      { ...booking, title: 'kept', department: 'Lobby Bar', organizationId: resort },
      { ...booking, title: 'no department', department: null, organizationId: resort },
      { ...booking, title: 'deleted department', department: 'Old Bar', organizationId: resort },
      { ...booking, title: "another organization's", department: 'Terrace', organizationId: resort },
      { ...booking, title: 'no organization', department: 'Lobby Bar', organizationId: null },
    ]);
    await knex('users').insert([
      { username: 'kept', email: 'kept@m.test', department: 'Terrace', organizationId: club },
      { username: 'renamed-away', email: 'renamed@m.test', department: 'Old Terrace', organizationId: club },
      { username: 'no-organization', email: 'none@m.test', department: 'Terrace', organizationId: null },
    ]);

    await knex.migrate.up(migrations);

    expect(await departmentsOf(knex, 'bookings')).toEqual({
      kept: 'Lobby Bar',
      'no department': null,
      'deleted department': null,
      "another organization's": null,
      'no organization': null,
    });
    expect(await departmentsOf(knex, 'users')).toEqual({
      kept: 'Terrace',
      'renamed-away': null,
      'no-organization': null,
    });
    await expect(
      knex('bookings').insert({ ...booking, title: 'stray', department: 'Old Bar', organizationId: resort }),
    ).rejects.toMatchObject({ code: '23503' });
    await knex('departments').update({ name: 'Sunset Terrace' }).where({ name: 'Terrace' });
    expect(await departmentsOf(knex, 'users')).toMatchObject({ kept: 'Sunset Terrace' });
  });
});

import type { Knex } from 'knex';
import { API_PATHS } from '../../../contract';
import { preparedStatement, preparedStatementOfText } from '..';
import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { signIn } from '../../../test-support/sessions';
import { statementsRunDuring } from '../../../test-support/sql-statements';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

describe('preparedStatement on the database itself', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await testDatabase.database.knex('organizations').insert([
      { name: 'Prepared One', slug: 'prepared-one' },
      { name: 'Prepared Two', slug: 'prepared-two' },
    ]);
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await testDatabase.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  const nameOfSlug = (db: Knex | Knex.Transaction, slug: string) =>
    db('organizations').first('name').where({ slug }).options(preparedStatement('test.organization-name'));

  it('when a named statement runs with different arguments, then each answer is its own (both databases)', async () => {
    const { knex } = testDatabase.database;

    expect(await nameOfSlug(knex, 'prepared-one')).toEqual({ name: 'Prepared One' });
    expect(await nameOfSlug(knex, 'prepared-two')).toEqual({ name: 'Prepared Two' });
    expect(await nameOfSlug(knex, 'prepared-none')).toBeUndefined();
  });

  onPostgres(
    'when it runs twice on one connection, then PostgreSQL holds it prepared under its name',
    async () => {
      await testDatabase.database.knex.transaction(async (trx) => {
        await nameOfSlug(trx, 'prepared-one');
        await nameOfSlug(trx, 'prepared-two');
        const { rows } = await trx.raw<{ rows: { name: string; statement: string }[] }>(
          'select name, statement from pg_prepared_statements',
        );
        expect(rows).toEqual([
          { name: 'test.organization-name', statement: expect.stringContaining('from "organizations"') },
        ]);
      });
    },
  );
});

describe('preparedStatementOfText', () => {
  it('when it is given one text twice and another once, then the same text keeps its name and the other gets its own', () => {
    const first = preparedStatementOfText('test.shape', 'select 1');

    expect(first.name).toMatch(/^test\.shape-[0-9a-f]{16}$/);
    expect(preparedStatementOfText('test.shape', 'select 1')).toEqual(first);
    expect(preparedStatementOfText('test.shape', 'select 2').name).not.toBe(first.name);
  });

  it('when more texts than any fixed shape makes have been named, then a new text runs unprepared and the known ones keep their names', () => {
    // A copy of its own: the names it fills up would otherwise be the app's in the next test.
    jest.isolateModules(() => {
      const { preparedStatementOfText: ofText } =
        jest.requireActual<typeof import('../prepared-statement')>('../prepared-statement');
      const known = ofText('test.many', 'select 0');
      let unnamed = 0;
      for (let index = 1; index <= 600; index += 1)
        if (ofText('test.many', `select ${index}`).name === undefined) unnamed += 1;

      expect(unnamed).toBeGreaterThan(0);
      expect(unnamed).toBeLessThan(600);
      expect(ofText('test.many', 'select 0')).toEqual(known);
    });
  });
});

describe('the named statements of the hot paths', () => {
  const app = provideTestApp({ seed: true });

  it('when two users sign in, check their sessions, book and read a month, then each name always carries one SQL text', async () => {
    const statements = await statementsRunDuring(app().knex, async () => {
      for (const email of ['owner@encore.test', 'admin@encore.test']) {
        const cookie = await signIn(app(), email);
        expect((await app().http().get(API_PATHS.session).set('Cookie', cookie)).status).toBe(200);
        for (const performerData of [null, JSON.stringify([{ performerId: 2, instrument: 'piano' }])]) {
          const created = await app()
            .http()
            .post(API_PATHS.bookings)
            .set('Cookie', cookie)
            .set('Origin', TEST_ORIGIN)
            .send({
              title: 'Solo - Nolita',
              date: '2032-03-28',
              time: performerData === null ? '19:00' : '21:00',
              duration: 60,
              department: 'Nolita',
              ensemble: 'Solo',
              organizationId: 1,
              status: 'confirmed',
              performerData,
            });
          expect(created.status).toBe(201);
        }
        const month = await app()
          .http()
          .get(`${API_PATHS.bookings}?from=2032-03-01&to=2032-03-31&organizationId=1`)
          .set('Cookie', cookie);
        expect(month.status).toBe(200);
        expect(month.body).not.toEqual([]);
      }
    });
    const textsByName = new Map<string, Set<string>>();
    for (const { sql, preparedName } of statements) {
      if (preparedName !== undefined)
        textsByName.set(preparedName, (textsByName.get(preparedName) ?? new Set()).add(sql));
    }

    // A login's answer is read through the session lookup too, so signing in adds no name of its own;
    // a month read without a tag has the change counters as a column of its own statement.
    expect([...textsByName.keys()].sort()).toEqual([
      expect.stringMatching(/^bookings\.insert-guarded-/),
      expect.stringMatching(/^bookings\.range-/),
      'identity.session-owner',
      'org.departments',
      'org.performers-by-ids',
    ]);
    for (const texts of textsByName.values()) expect(texts.size).toBe(1);
  });
});

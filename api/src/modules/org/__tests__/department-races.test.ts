import type { Response } from 'supertest';
import {
  API_PATHS,
  DEPARTMENT_MESSAGES,
  ORG_MESSAGES,
  type DepartmentDeletedDto,
  type DepartmentDto,
} from '../../../contract';
import { untilWaitingForLock } from '../../../test-support/lock-waits';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * Department deletes and renames racing the writes that name the department. The races are real on a
 * PostgreSQL server (DATABASE_URL); on the embedded database, one connection, the same requests
 * interleave between statements, and every outcome must hold there too.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const MAGNOLIA = 4;
const OWNER = 'owner@encore.test';
const CONCURRENT_CREATES = 40;
const CONCURRENT_USER_ADDS = 6;
const ROUNDS = 3;
/** How long after the creates the department write is sent: while they are still in flight. */
const DEPARTMENT_WRITE_DELAY_MS = 30;

/**
 * The check query: rows of the table (bookings or users) naming a department their organization does
 * not have. It must answer 0 after any interleaving.
 */
async function rowsInMissingDepartments(table: 'bookings' | 'users'): Promise<number> {
  const result: { rows: { count: string | number }[] } = await app().knex.raw(
    `select count(*) as count from ?? r
      where r.department is not null
        and not exists (select 1 from departments d
                         where d.organization_id = r.organization_id and d.name = r.department)`,
    [table],
  );
  return Number(result.rows[0]?.count);
}

function later<T>(milliseconds: number, send: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => send().then(resolve, reject), milliseconds);
  });
}

async function createDepartment(name: string): Promise<number> {
  const response = await write('post', API_PATHS.departments, await as(OWNER)).send({
    name,
    organizationId: MAGNOLIA,
  });
  if (response.status !== 201) throw new Error(`department ${name} not created: ${response.text}`);
  return (response.body as DepartmentDto).id;
}

/** The creates go out one a millisecond, so that some land before the department write and some after. */
async function createBookings(department: string, month: number, count: number): Promise<Response[]> {
  const cookie = await as(OWNER);
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      later(index, () =>
        write('post', API_PATHS.bookings, cookie).send({
          title: `Solo - ${department}`,
          date: `2042-${String(month).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
          time: '19:00',
          duration: 60,
          department,
          ensemble: 'Solo',
          organizationId: MAGNOLIA,
        }),
      ),
    ),
  );
}

/** The adds go out one every 10 ms, around the department write as the creates do. */
async function addUsers(department: string, prefix: string, count: number): Promise<Response[]> {
  const cookie = await as(OWNER);
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      later(index * 10, () =>
        write('post', API_PATHS.adminUsers, cookie).send({
          email: `${prefix}-${index}@races.test`,
          permissionLevel: 'user',
          department,
          organizationId: MAGNOLIA,
        }),
      ),
    ),
  );
}

/** Every answer is a success or a clean refusal: never a server error. */
function expectNoServerError(responses: Response[]): void {
  expect(responses.filter((response) => response.status >= 500).map((response) => response.text)).toEqual([]);
}

function acknowledgedIds(responses: Response[]): number[] {
  return responses
    .filter((response) => response.status === 201)
    .map((response) => (response.body as { id: number }).id);
}

/** The departments of the bookings with the ids, or of the users with the e-mails. */
async function departmentsOf(rows: { bookings: number[] } | { users: string[] }): Promise<(string | null)[]> {
  const found: { department: string | null }[] =
    'bookings' in rows
      ? await app().knex('bookings').select('department').whereIn('id', rows.bookings)
      : await app().knex('users').select('department').whereIn('email', rows.users);
  return found.map((row) => row.department);
}

function acknowledgedEmails(responses: Response[], prefix: string): string[] {
  return responses.flatMap((response, index) =>
    response.status === 201 ? [`${prefix}-${index}@races.test`] : [],
  );
}

describe('department writes racing the writes that name the department', () => {
  it('when 40 bookings and 6 users are created naming a department while it is deleted with migrateTo, then every acknowledged one ends in the target', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const name = `Marquee ${round}`;
      const id = await createDepartment(name);
      const cookie = await as(OWNER);
      const prefix = `marquee-${round}`;

      const [bookings, users, deletion] = await Promise.all([
        createBookings(name, round, CONCURRENT_CREATES),
        addUsers(name, prefix, CONCURRENT_USER_ADDS),
        later(DEPARTMENT_WRITE_DELAY_MS, () =>
          write('delete', API_PATHS.department(id), cookie).send({ migrateTo: 'Main Dining' }),
        ),
      ]);

      expect(deletion.status).toBe(200);
      expectNoServerError([...bookings, ...users]);
      const bookingIds = acknowledgedIds(bookings);
      const emails = acknowledgedEmails(users, prefix);
      expect(await departmentsOf({ bookings: bookingIds })).toEqual(bookingIds.map(() => 'Main Dining'));
      expect(await departmentsOf({ users: emails })).toEqual(emails.map(() => 'Main Dining'));
      // Whatever was acknowledged committed before the delete, which moved exactly those.
      expect(deletion.body).toMatchObject({
        migratedBookings: bookingIds.length,
        migratedUsers: emails.length,
        migratedTo: 'Main Dining',
      } satisfies DepartmentDeletedDto);
      expect(await rowsInMissingDepartments('bookings')).toBe(0);
      expect(await rowsInMissingDepartments('users')).toBe(0);
    }
  });

  it('when 40 bookings and 6 users are created naming a department while it is renamed, then every acknowledged one carries the new name', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const name = `Pavilion ${round}`;
      const renamed = `Grand Pavilion ${round}`;
      const id = await createDepartment(name);
      const cookie = await as(OWNER);
      const prefix = `pavilion-${round}`;

      const [bookings, users, rename] = await Promise.all([
        createBookings(name, 6 + round, CONCURRENT_CREATES),
        addUsers(name, prefix, CONCURRENT_USER_ADDS),
        later(DEPARTMENT_WRITE_DELAY_MS, () =>
          write('patch', API_PATHS.department(id), cookie).send({ name: renamed }),
        ),
      ]);

      expect(rename.status).toBe(200);
      expectNoServerError([...bookings, ...users]);
      const bookingIds = acknowledgedIds(bookings);
      const emails = acknowledgedEmails(users, prefix);
      expect(await departmentsOf({ bookings: bookingIds })).toEqual(bookingIds.map(() => renamed));
      expect(await departmentsOf({ users: emails })).toEqual(emails.map(() => renamed));
      expect(await rowsInMissingDepartments('bookings')).toBe(0);
      expect(await rowsInMissingDepartments('users')).toBe(0);
    }
  });

  it('when two departments are deleted at once, each migrating to the other, then one delete succeeds, the other is refused and nothing names a deleted department', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const first = `Cabana ${round}`;
      const second = `Gazebo ${round}`;
      const firstId = await createDepartment(first);
      const secondId = await createDepartment(second);
      await app()
        .knex('bookings')
        .insert(
          [first, first, first, second, second, second].map((department, index) => ({
            title: `Solo - ${department}`,
            date: `2043-0${round}-${String(index + 1).padStart(2, '0')}`,
            time: '19:00',
            duration: 60,
            department,
            organizationId: MAGNOLIA,
          })),
        );
      await app()
        .knex('users')
        .insert(
          [first, second].map((department, index) => ({
            username: `crossed-${round}-${index}`,
            email: `crossed-${round}-${index}@races.test`,
            organizationId: MAGNOLIA,
            department,
          })),
        );
      const cookie = await as(OWNER);

      const deletions = await Promise.all([
        write('delete', API_PATHS.department(firstId), cookie).send({ migrateTo: second }),
        write('delete', API_PATHS.department(secondId), cookie).send({ migrateTo: first }),
      ]);

      const statuses = deletions.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The other finds its target gone: under its lock when it checked before the first committed,
      // or at its check when it came after.
      const refused = deletions.find((response) => response.status !== 200);
      expect([
        [409, { message: DEPARTMENT_MESSAGES.migrationTargetGone }],
        [400, { message: ORG_MESSAGES.migrationTargetInvalid }],
      ]).toContainEqual([refused?.status, refused?.body]);
      const survivor = statuses[0] === 200 ? second : first;
      const remaining: { name: string }[] = await app()
        .knex('departments')
        .select('name')
        .whereIn('id', [firstId, secondId]);
      expect(remaining.map((row) => row.name)).toEqual([survivor]);
      const moved: { count?: string | number } | undefined = await app()
        .knex('bookings')
        .count({ count: '*' })
        .where({ organizationId: MAGNOLIA, department: survivor })
        .first();
      expect(Number(moved?.count)).toBe(6);
      expect(
        await departmentsOf({ users: [`crossed-${round}-0@races.test`, `crossed-${round}-1@races.test`] }),
      ).toEqual([survivor, survivor]);
      expect(await rowsInMissingDepartments('bookings')).toBe(0);
      expect(await rowsInMissingDepartments('users')).toBe(0);
    }
  });
});

/** PGlite is one connection: a lock held by the test would hold the request's connection too. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a department delete whose target is deleted under it, on a PostgreSQL server', () => {
  it('when the target is deleted while the delete waits to lock it, then 409 saying the target no longer exists, and the department keeps its bookings', async () => {
    const harborId = await createDepartment('Harbor Room');
    const boathouseId = await createDepartment('Boathouse');
    await app().knex('bookings').insert({
      title: 'Solo - Harbor Room',
      date: '2044-02-02',
      time: '19:00',
      duration: 60,
      department: 'Harbor Room',
      organizationId: MAGNOLIA,
    });
    const cookie = await as(OWNER);
    // Another writer holds the target: the delete finds it at its check, then waits for its lock.
    const targetWriter = await app().knex.transaction();
    await targetWriter('departments').where({ id: boathouseId }).forUpdate();

    const deleting = write('delete', API_PATHS.department(harborId), cookie)
      .send({ migrateTo: 'Boathouse' })
      .then((response) => response);
    await untilWaitingForLock(app().knex, 'the delete');
    await targetWriter('departments').where({ id: boathouseId }).del();
    await targetWriter.commit();

    const response = await deleting;
    expect([response.status, response.body]).toEqual([
      409,
      { message: DEPARTMENT_MESSAGES.migrationTargetGone },
    ]);
    expect(await app().knex('departments').where({ id: harborId })).toHaveLength(1);
    const kept: { department: string | null }[] = await app()
      .knex('bookings')
      .select('department')
      .where({ organizationId: MAGNOLIA, title: 'Solo - Harbor Room' });
    expect(kept).toEqual([{ department: 'Harbor Room' }]);
  });
});

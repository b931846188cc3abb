import type { Response } from 'supertest';
import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES as E,
  type BookingWriteDto,
  type DepartmentDto,
} from '../../../contract';
import { snatchDepartmentsNamedBy } from '../../../test-support/department-snatcher';
import { untilWaitingForLock } from '../../../test-support/lock-waits';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { OWNER, PALM_COVE, bookingCount, performerIdOf } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * A booking write checks its department, then writes: a department deleted or renamed in between
 * is refused by the foreign key to departments, and the writer gets the check's own 400 on
 * `department`, never the generic 409.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const REFUSED = {
  message: E.departmentNotInOrganization,
  errors: [{ path: 'department', message: E.departmentNotInOrganization }],
};

// The race made deterministic: see snatchDepartmentsNamedBy.
beforeAll(() => snatchDepartmentsNamedBy(app().knex, 'bookings'));

async function createDepartment(name: string): Promise<number> {
  const response = await write('post', API_PATHS.departments, await as(OWNER)).send({
    name,
    organizationId: PALM_COVE,
  });
  if (response.status !== 201) throw new Error(`department ${name} not created: ${response.text}`);
  return (response.body as DepartmentDto).id;
}

function booking(department: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Solo - ${department}`,
    date: '2036-05-10',
    time: '19:00',
    duration: 60,
    department,
    ensemble: 'Solo',
    organizationId: PALM_COVE,
    ...overrides,
  };
}

async function createBooking(body: Record<string, unknown>): Promise<Response> {
  return write('post', API_PATHS.bookings, await as(OWNER)).send(body);
}

async function departmentExists(name: string): Promise<boolean> {
  const row: unknown = await app().knex('departments').first('id').where({ organizationId: PALM_COVE, name });
  return row !== undefined;
}

function expectRefused(response: Response): void {
  expect([response.status, response.body]).toEqual([400, REFUSED]);
}

describe('a booking write whose department goes between its check and its statement', () => {
  it('when a create without performers names a department deleted after the check, then 400 on department and nothing is stored', async () => {
    await createDepartment('Vanishing Terrace');

    const response = await createBooking(booking('Vanishing Terrace'));

    expectRefused(response);
    expect(await departmentExists('Vanishing Terrace')).toBe(true);
    expect(await bookingCount(app(), { department: 'Vanishing Terrace' })).toBe(0);
  });

  it('when a create with performers names a department renamed after the check, then 400 on department and nothing is stored', async () => {
    await createDepartment('Renamed Cabana');
    const pianist = await performerIdOf(app(), 'James Whitfield');

    const response = await createBooking(
      booking('Renamed Cabana', {
        performerData: JSON.stringify([{ performerId: pianist, instrument: 'piano' }]),
      }),
    );

    expectRefused(response);
    expect(await departmentExists('Renamed Cabana')).toBe(true);
    expect(await bookingCount(app(), { organizationId: PALM_COVE, date: '2036-05-10' })).toBe(0);
  });

  it('when an edit moves a booking to a department deleted after the check, then 400 on department and the booking is unchanged', async () => {
    await createDepartment('Vanishing Gazebo');
    const created = await createBooking(booking('Lobby Bar', { date: '2036-05-11' }));
    expect(created.status).toBe(201);
    const { id } = created.body as BookingWriteDto;

    const response = await write('patch', API_PATHS.booking(id), await as(OWNER)).send({
      department: 'Vanishing Gazebo',
      title: 'Solo - Vanishing Gazebo',
    });

    expectRefused(response);
    const stored: unknown = await app().knex('bookings').first('department', 'title').where({ id });
    expect(stored).toEqual({ department: 'Lobby Bar', title: 'Solo - Lobby Bar' });
  });

  it('when a duplicate names a department deleted after the check, then 400 on department and no copy is stored', async () => {
    await createDepartment('Vanishing Pier');
    const created = await createBooking(booking('Lobby Bar', { date: '2036-05-12' }));
    expect(created.status).toBe(201);
    const { id } = created.body as BookingWriteDto;

    const response = await write('post', API_PATHS.bookingDuplicate(id), await as(OWNER)).send({
      targetDates: ['2036-05-13', '2036-05-14'],
      department: 'Vanishing Pier',
    });

    expectRefused(response);
    expect(await bookingCount(app(), { organizationId: PALM_COVE, date: '2036-05-13' })).toBe(0);
  });

  it('when the department is not touched, then the same writes succeed (the trigger only takes the named ones)', async () => {
    const response = await createBooking(booking('Lobby Bar', { date: '2036-05-15' }));

    expect(response.status).toBe(201);
    expect((response.body as BookingWriteDto).department).toBe('Lobby Bar');
  });
});

/** PGlite is one connection: a delete held open by the test would hold the request's connection too. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a booking create racing a real department delete on a PostgreSQL server', () => {
  it('when the delete commits while the create waits on the department, then the create is 400 on department', async () => {
    const id = await createDepartment('Marina Deck');
    const cookie = await as(OWNER);
    const deletion = await app().knex.transaction();
    await deletion('departments').where({ id }).del();

    // Its check reads the committed department; its insert then waits for the delete's lock.
    const creating = write('post', API_PATHS.bookings, cookie)
      .send(booking('Marina Deck', { date: '2036-05-16' }))
      .then((response) => response);
    await untilWaitingForLock(app().knex, 'the create');
    await deletion.commit();

    expectRefused(await creating);
    expect(await bookingCount(app(), { organizationId: PALM_COVE, date: '2036-05-16' })).toBe(0);
  });
});

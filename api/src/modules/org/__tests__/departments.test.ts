import {
  API_PATHS,
  AUTH_MESSAGES,
  departmentMigrationRequiredMessage,
  migrationRequiredMessage,
  ORG_MESSAGES,
  ORG_VALIDATION_MESSAGES as V,
  type DepartmentDto,
  type DepartmentSummaryDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { statementsDuring } from '../../../test-support/sql-statements';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const PALM_COVE = 1;
const CYPRESS_HILLS = 3;
const MAGNOLIA = 4;

const { as, write } = actingAs(app);

async function departmentId(organizationId: number, name: string): Promise<number> {
  const row: { id: number } | undefined = await app()
    .knex('departments')
    .first('id')
    .where({ organizationId, name });
  if (!row) throw new Error(`no department ${name} in organization ${organizationId}`);
  return row.id;
}

async function addBookings(organizationId: number, department: string, count: number): Promise<void> {
  if (count === 0) return;
  const rows = Array.from({ length: count }, (_, index) => ({
    title: `Solo - ${department}`,
    date: `2031-01-${String(index + 1).padStart(2, '0')}`,
    time: '19:00',
    duration: 60,
    department,
    organizationId,
  }));
  await app().knex('bookings').insert(rows);
}

/** A staff member filed under the department (pending: added, not registered). */
async function addMember(organizationId: number, department: string, localPart: string): Promise<string> {
  const email = `${localPart}@members.test`;
  await app().knex('users').insert({ username: localPart, email, organizationId, department });
  return email;
}

async function departmentOf(email: string): Promise<string | null> {
  const row: { department: string | null } | undefined = await app()
    .knex('users')
    .where({ email })
    .first('department');
  return row?.department ?? null;
}

async function bookingsUnder(organizationId: number, department: string): Promise<number> {
  const row: { count?: string | number } | undefined = await app()
    .knex('bookings')
    .count({ count: '*' })
    .where({ organizationId, department })
    .first();
  return Number(row?.count ?? 0);
}

async function auditRows(action: string, resourceId: number) {
  const rows: { email: string; resource: string; details: string | null; success: boolean }[] = await app()
    .knex('audit_logs')
    .select('email', 'resource', 'details', 'success')
    .where({ action, resourceId: String(resourceId) });
  return rows;
}

/** Cypress Hills' departments in the seed, by name. */
const CYPRESS_DEPARTMENT_NAMES = ['Ballroom', 'Clubhouse', 'Grill Room', 'Pool Deck'];

function organizationDepartmentsRead(path: string, cookie: string) {
  return app().http().get(path).set('Cookie', cookie);
}

describe('GET /api/organizations/{id}/departments', () => {
  it('when a user of the organization asks, then its departments come sorted by name with their booking counts', async () => {
    const response = await app()
      .http()
      .get(API_PATHS.organizationDepartments(CYPRESS_HILLS))
      .set('Cookie', await as('staff@cypresshills.test'));

    expect(response.status).toBe(200);
    const departments = response.body as DepartmentDto[];
    expect(departments.map((department) => department.name)).toEqual(CYPRESS_DEPARTMENT_NAMES);
    for (const department of departments) {
      expect(department).toMatchObject({ organizationId: CYPRESS_HILLS });
      expect(department.bookingCount).toBe(await bookingsUnder(CYPRESS_HILLS, department.name));
    }
    expect(departments.some((department) => department.bookingCount > 0)).toBe(true);
    // Headcounts are for the roles that manage departments.
    expect(departments.filter((department) => 'userCount' in department)).toEqual([]);
  });

  it("when an org admin asks for their organization's departments, then each also counts the users filed under it", async () => {
    const response = await app()
      .http()
      .get(API_PATHS.organizationDepartments(CYPRESS_HILLS))
      .set('Cookie', await as('manager@cypresshills.test'));

    expect(response.status).toBe(200);
    const counts = Object.fromEntries(
      (response.body as DepartmentDto[]).map((department) => [department.name, department.userCount]),
    );
    expect(counts).toEqual({ Ballroom: 0, Clubhouse: 1, 'Grill Room': 0, 'Pool Deck': 0 });
  });

  it("when an org admin asks for another organization's departments, then 404", async () => {
    const response = await app()
      .http()
      .get(API_PATHS.organizationDepartments(PALM_COVE))
      .set('Cookie', await as('manager@cypresshills.test'));

    expect(response.status).toBe(404);
  });

  it('when a super admin asks for any organization, then it gets the departments', async () => {
    const response = await app()
      .http()
      .get(API_PATHS.organizationDepartments(MAGNOLIA))
      .set('Cookie', await as('admin@encore.test'));

    expect(response.status).toBe(200);
    expect((response.body as DepartmentDto[]).map((department) => department.name)).toEqual([
      'Ballroom',
      'Main Dining',
      'Terrace',
    ]);
  });
});

describe("GET /api/organizations/{id}/departments?counts=none (the calendar's read)", () => {
  it('when an org admin asks without counts, then the departments come by name with no counts, in one statement after the session and the tag', async () => {
    const cookie = await as('manager@cypresshills.test');
    let response: Awaited<ReturnType<typeof organizationDepartmentsRead>> | undefined;
    const statements = await statementsDuring(app().knex, async () => {
      response = await organizationDepartmentsRead(
        API_PATHS.organizationDepartmentSummaries(CYPRESS_HILLS),
        cookie,
      );
    });

    expect(response?.status).toBe(200);
    const departments = response?.body as DepartmentSummaryDto[];
    expect(departments.map((department) => department.name)).toEqual(CYPRESS_DEPARTMENT_NAMES);
    for (const department of departments) {
      expect(Object.keys(department).sort()).toEqual([
        'color',
        'createdAt',
        'id',
        'name',
        'organizationId',
        'updatedAt',
      ]);
      expect(department.organizationId).toBe(CYPRESS_HILLS);
    }
    // The session, the tag's counters and the departments.
    expect(statements).toHaveLength(3);
  });

  it("when an org admin asks another organization's departments without counts, then 404", async () => {
    const response = await organizationDepartmentsRead(
      API_PATHS.organizationDepartmentSummaries(PALM_COVE),
      await as('manager@cypresshills.test'),
    );

    expect(response.status).toBe(404);
  });

  it('when counts is anything but none, then 400 naming the field and its rule', async () => {
    const response = await organizationDepartmentsRead(
      `${API_PATHS.organizationDepartments(CYPRESS_HILLS)}?counts=all`,
      await as('manager@cypresshills.test'),
    );

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ path: 'counts', message: V.departmentCountsInvalid }],
    });
  });
});

describe('GET /api/organizations/{id}/departments: shape and cost', () => {
  it("when a super admin asks for an organization that doesn't exist, then 404", async () => {
    const response = await app()
      .http()
      .get(API_PATHS.organizationDepartments(9999))
      .set('Cookie', await as('admin@encore.test'));

    expect(response.status).toBe(404);
  });

  it("when a department was just created, then the list serves it as the create's answer, in 4 SQL statements", async () => {
    const cookie = await as('manager@cypresshills.test');
    const created = await write('post', API_PATHS.departments, cookie).send({
      name: 'Cigar Lounge',
      color: '#123456',
      organizationId: CYPRESS_HILLS,
    });
    expect(created.status).toBe(201);
    try {
      const statements = await statementsDuring(app().knex, async () => {
        const response = await app()
          .http()
          .get(API_PATHS.organizationDepartments(CYPRESS_HILLS))
          .set('Cookie', cookie);

        expect(response.status).toBe(200);
        const listed = (response.body as DepartmentDto[]).find(
          (department) => department.name === 'Cigar Lounge',
        );
        expect(listed).toEqual(created.body);
      });
      // The session lookup; the versions the list's validator is made of (read first so an unchanged
      // refetch stops there with 304: the changes module); the organization with its departments and
      // the bookings' counts, side by side.
      expect(statements).toHaveLength(4);
    } finally {
      await app().knex('departments').delete().where({ name: 'Cigar Lounge' });
    }
  });
});

describe('POST /api/departments', () => {
  it('when an org admin creates one in their organization, then 201 with the department and an audit row', async () => {
    const response = await write('post', API_PATHS.departments, await as('manager@cypresshills.test')).send({
      name: '  Wine Cellar ',
      color: '#aabbcc',
      organizationId: CYPRESS_HILLS,
      id: 999,
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Wine Cellar',
      color: '#aabbcc',
      organizationId: CYPRESS_HILLS,
      bookingCount: 0,
    });
    const created = response.body as DepartmentDto;
    expect(created.id).not.toBe(999);
    const audits = await auditRows('department_created', created.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      email: 'manager@cypresshills.test',
      resource: 'department',
      success: true,
    });
    expect(audits[0]?.details).toContain('Wine Cellar');
  });

  it('when the name is empty, too long or holds tags and the colour is not hex, then 400 with the spec texts', async () => {
    const cookie = await as('owner@encore.test');
    const empty = await write('post', API_PATHS.departments, cookie).send({
      name: '   ',
      color: 'pink',
      organizationId: MAGNOLIA,
    });
    const long = await write('post', API_PATHS.departments, cookie).send({
      name: 'x'.repeat(101),
      organizationId: MAGNOLIA,
    });
    const tagged = await write('post', API_PATHS.departments, cookie).send({
      name: '<b>Bar</b>',
      organizationId: MAGNOLIA,
    });

    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: V.departmentNameRequired,
      errors: [
        { path: 'name', message: V.departmentNameRequired },
        { path: 'color', message: V.colorInvalid },
      ],
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: V.departmentNameTooLong });
    expect(tagged.status).toBe(400);
    expect(tagged.body).toMatchObject({ message: V.nameHasHtml });
  });

  it('when the name already exists in the organization, then 409 with the spec text', async () => {
    const response = await write('post', API_PATHS.departments, await as('owner@encore.test')).send({
      name: 'Terrace',
      organizationId: MAGNOLIA,
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ORG_MESSAGES.departmentNameTaken });
  });

  it('when an org admin creates one in another organization, then 404 and nothing is created', async () => {
    const response = await write('post', API_PATHS.departments, await as('manager@palmcove.test')).send({
      name: 'Intruder Bar',
      organizationId: CYPRESS_HILLS,
    });

    expect(response.status).toBe(404);
    expect(await app().knex('departments').where({ name: 'Intruder Bar' })).toHaveLength(0);
  });

  it('when a plain user tries, then 403', async () => {
    const response = await write('post', API_PATHS.departments, await as('lobby@palmcove.test')).send({
      name: 'Staff Bar',
      organizationId: PALM_COVE,
    });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.forbidden });
  });
});

describe('PATCH /api/departments/{id}', () => {
  it('when a department is renamed, then its bookings and users carry the new name and the audit row holds old and new', async () => {
    const cookie = await as('owner@encore.test');
    const created = await write('post', API_PATHS.departments, cookie).send({
      name: 'Garden',
      organizationId: MAGNOLIA,
    });
    const id = (created.body as DepartmentDto).id;
    await addBookings(MAGNOLIA, 'Garden', 3);
    const gardener = await addMember(MAGNOLIA, 'Garden', 'gardener');

    const response = await write('patch', API_PATHS.department(id), cookie).send({
      name: 'Rose Garden',
      color: '#123456',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, name: 'Rose Garden', color: '#123456', bookingCount: 3 });
    expect(await bookingsUnder(MAGNOLIA, 'Garden')).toBe(0);
    expect(await bookingsUnder(MAGNOLIA, 'Rose Garden')).toBe(3);
    expect(await departmentOf(gardener)).toBe('Rose Garden');
    const audits = await auditRows('department_updated', id);
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]?.details ?? '{}')).toEqual({
      old: { name: 'Garden', color: null },
      new: { name: 'Rose Garden', color: '#123456' },
    });
  });

  it('when the new name is taken in the organization, then 409 and nothing changes', async () => {
    const id = await departmentId(MAGNOLIA, 'Ballroom');

    const response = await write('patch', API_PATHS.department(id), await as('owner@encore.test')).send({
      name: 'Terrace',
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ORG_MESSAGES.departmentNameTaken });
    expect(await departmentId(MAGNOLIA, 'Ballroom')).toBe(id);
  });

  it("when an org admin edits another organization's department, then 404 and nothing changes", async () => {
    const id = await departmentId(PALM_COVE, 'DUSK');

    const response = await write(
      'patch',
      API_PATHS.department(id),
      await as('manager@cypresshills.test'),
    ).send({
      name: 'Taken Over',
    });

    expect(response.status).toBe(404);
    expect(await departmentId(PALM_COVE, 'DUSK')).toBe(id);
  });
});

describe('DELETE /api/departments/{id}', () => {
  async function createDepartment(name: string, bookings: number): Promise<number> {
    const response = await write('post', API_PATHS.departments, await as('owner@encore.test')).send({
      name,
      organizationId: MAGNOLIA,
    });
    if (response.status !== 201) throw new Error(`department ${name} not created: ${response.text}`);
    await addBookings(MAGNOLIA, name, bookings);
    return (response.body as DepartmentDto).id;
  }

  it('when the department has bookings and no migrateTo is given, then 409 with the N message and nothing changes', async () => {
    const id = await createDepartment('Patio', 2);

    const response = await write('delete', API_PATHS.department(id), await as('owner@encore.test')).send({});

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: migrationRequiredMessage(2) });
    expect(response.body).toEqual({
      message: 'This department has 2 existing bookings. Please select a department to migrate them to.',
    });
    expect(await app().knex('departments').where({ id })).toHaveLength(1);
    expect(await bookingsUnder(MAGNOLIA, 'Patio')).toBe(2);
  });

  it('when migrateTo names another department, then the bookings and users move, the department goes and the answer says how many', async () => {
    const id = await createDepartment('Veranda', 4);
    const waiter = await addMember(MAGNOLIA, 'Veranda', 'veranda-waiter');
    const before = await bookingsUnder(MAGNOLIA, 'Main Dining');

    const response = await write('delete', API_PATHS.department(id), await as('manager@palmcove.test'))
      .send({ migrateTo: 'Main Dining' })
      .then(async (refused) => {
        // An org admin of another organization may not touch it.
        expect(refused.status).toBe(404);
        return write('delete', API_PATHS.department(id), await as('owner@encore.test')).send({
          migrateTo: 'Main Dining',
        });
      });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ migratedBookings: 4, migratedUsers: 1, migratedTo: 'Main Dining' });
    expect(await app().knex('departments').where({ id })).toHaveLength(0);
    expect(await bookingsUnder(MAGNOLIA, 'Veranda')).toBe(0);
    expect(await bookingsUnder(MAGNOLIA, 'Main Dining')).toBe(before + 4);
    expect(await departmentOf(waiter)).toBe('Main Dining');
    const audits = await auditRows('department_deleted', id);
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]?.details ?? '{}')).toMatchObject({
      old: { name: 'Veranda' },
      migratedBookings: 4,
      migratedUsers: 1,
      migratedTo: 'Main Dining',
    });
  });

  it('when the department cannot be deleted after its bookings moved, then the move is rolled back too', async () => {
    const id = await createDepartment('Rooftop', 3);
    const before = await bookingsUnder(MAGNOLIA, 'Terrace');
    // A row referencing the department makes its delete fail after the bookings were moved.
    await app().knex.raw(
      'create table department_obstacles (department_id integer references departments (id))',
    );
    await app().knex('department_obstacles').insert({ departmentId: id });

    try {
      const response = await write('delete', API_PATHS.department(id), await as('owner@encore.test')).send({
        migrateTo: 'Terrace',
      });

      expect(response.status).toBe(409);
      expect(await app().knex('departments').where({ id })).toHaveLength(1);
      expect(await bookingsUnder(MAGNOLIA, 'Rooftop')).toBe(3);
      expect(await bookingsUnder(MAGNOLIA, 'Terrace')).toBe(before);
      expect(await auditRows('department_deleted', id)).toHaveLength(0);
    } finally {
      await app().knex.raw('drop table department_obstacles');
    }
  });

  it('when migrateTo is the department itself or not of the same organization, then 400 and nothing changes', async () => {
    const id = await createDepartment('Library', 1);
    const cookie = await as('owner@encore.test');

    const itself = await write('delete', API_PATHS.department(id), cookie).send({ migrateTo: 'Library' });
    const foreign = await write('delete', API_PATHS.department(id), cookie).send({ migrateTo: 'Clubhouse' });

    expect(itself.status).toBe(400);
    expect(itself.body).toEqual({ message: ORG_MESSAGES.migrationTargetInvalid });
    expect(foreign.status).toBe(400);
    expect(await bookingsUnder(MAGNOLIA, 'Library')).toBe(1);
    expect(await app().knex('departments').where({ id })).toHaveLength(1);
  });

  it('when the department has no bookings, then it goes without a migration target', async () => {
    const id = await createDepartment('Spa', 0);

    const response = await write('delete', API_PATHS.department(id), await as('owner@encore.test'));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ migratedBookings: 0, migratedUsers: 0, migratedTo: null });
    expect(await app().knex('departments').where({ id })).toHaveLength(0);
  });

  it('when the department has no bookings but has users and no migrateTo is given, then 409 naming them and they keep it', async () => {
    const id = await createDepartment('Boathouse', 0);
    const rower = await addMember(MAGNOLIA, 'Boathouse', 'boathouse-rower');
    const cox = await addMember(MAGNOLIA, 'Boathouse', 'boathouse-cox');
    const cookie = await as('owner@encore.test');

    const listed = await app().http().get(API_PATHS.organizationDepartments(MAGNOLIA)).set('Cookie', cookie);
    const response = await write('delete', API_PATHS.department(id), cookie).send({});

    expect((listed.body as DepartmentDto[]).find((department) => department.id === id)).toMatchObject({
      bookingCount: 0,
      userCount: 2,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: departmentMigrationRequiredMessage(0, 2) });
    expect(response.body).toEqual({
      message: 'This department has 2 users. Please select a department to move them to.',
    });
    expect(await app().knex('departments').where({ id })).toHaveLength(1);
    expect([await departmentOf(rower), await departmentOf(cox)]).toEqual(['Boathouse', 'Boathouse']);
  });

  it("when the department has bookings and users and no migrateTo is given, then 409 with the spec's text and the users", async () => {
    const id = await createDepartment('Orangery', 3);
    const gardener = await addMember(MAGNOLIA, 'Orangery', 'orangery-gardener');

    const response = await write('delete', API_PATHS.department(id), await as('owner@encore.test')).send({});

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message:
        'This department has 3 existing bookings. Please select a department to migrate them to. ' +
        'Its 1 user moves with them.',
    });
    expect(await bookingsUnder(MAGNOLIA, 'Orangery')).toBe(3);
    expect(await departmentOf(gardener)).toBe('Orangery');
  });

  it('when the department has only users and migrateTo names another department, then the users move and the answer counts them', async () => {
    const id = await createDepartment('Cloakroom', 0);
    const attendant = await addMember(MAGNOLIA, 'Cloakroom', 'cloakroom-attendant');

    const response = await write('delete', API_PATHS.department(id), await as('owner@encore.test')).send({
      migrateTo: 'Terrace',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ migratedBookings: 0, migratedUsers: 1, migratedTo: 'Terrace' });
    expect(await departmentOf(attendant)).toBe('Terrace');
    expect(await app().knex('departments').where({ id })).toHaveLength(0);
  });
});

describe('the database holds every department name to an existing department', () => {
  it('when a booking or a user names a department its organization does not have, then the database refuses it', async () => {
    const knex = app().knex;

    await expect(addBookings(MAGNOLIA, 'Clubhouse', 1)).rejects.toMatchObject({ code: '23503' });
    await expect(addMember(MAGNOLIA, 'Nowhere', 'nowhere-member')).rejects.toMatchObject({ code: '23503' });
    await expect(
      knex('users').insert({ username: 'stray', email: 'stray@members.test', department: 'Terrace' }),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('when a department that bookings or users name is deleted outside the service, then the database refuses it', async () => {
    const knex = app().knex;
    const withBooking = await departmentId(CYPRESS_HILLS, 'Pool Deck');
    await addBookings(CYPRESS_HILLS, 'Pool Deck', 1);
    const withUser = await departmentId(CYPRESS_HILLS, 'Clubhouse');

    await expect(knex('departments').delete().where({ id: withBooking })).rejects.toMatchObject({
      code: '23503',
    });
    await expect(knex('departments').delete().where({ id: withUser })).rejects.toMatchObject({
      code: '23503',
    });
  });

  it("when a department is renamed, then its bookings' updatedAt moves with the name", async () => {
    const id = await departmentId(CYPRESS_HILLS, 'Grill Room');
    await addBookings(CYPRESS_HILLS, 'Grill Room', 1);
    await app()
      .knex('bookings')
      .update({ updatedAt: '2020-01-01T00:00:00Z' })
      .where({ department: 'Grill Room' });

    const response = await write('patch', API_PATHS.department(id), await as('owner@encore.test')).send({
      name: 'Grill House',
    });

    expect(response.status).toBe(200);
    const rows: { updatedAt: Date }[] = await app()
      .knex('bookings')
      .select('updatedAt')
      .where({ organizationId: CYPRESS_HILLS, department: 'Grill House' });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(new Date(row.updatedAt).getUTCFullYear()).toBeGreaterThan(2020);
  });
});

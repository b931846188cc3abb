import { API_PATHS, STALE_WRITE_MESSAGES, type DepartmentDto, type StaleWriteBody } from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * A department's single read and its writes made from what the writer saw: the read's ETag goes back
 * as If-Match, and a write from any other version is a 412 that changes nothing.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const CYPRESS_HILLS = 3;
const OWNER = 'owner@encore.test';
/** The owner as the audit trail's writer is named: their username. */
const OWNER_NAME = 'owner-encore';
const CYPRESS_ADMIN = 'manager@cypresshills.test';
const PALM_COVE_ADMIN = 'manager@palmcove.test';
const CYPRESS_STAFF = 'staff@cypresshills.test';
const ROUNDS = 4;

let suffix = 0;

async function createDepartment(): Promise<DepartmentDto> {
  suffix += 1;
  const response = await write('post', API_PATHS.departments, await as(OWNER)).send({
    name: `Versioned Room ${suffix}`,
    color: '#101010',
    organizationId: CYPRESS_HILLS,
  });
  if (response.status !== 201) throw new Error(`department not created: ${response.text}`);
  return response.body as DepartmentDto;
}

async function read(id: number, email = OWNER) {
  return app()
    .http()
    .get(API_PATHS.department(id))
    .set('Cookie', await as(email));
}

/** The department's ETag as its single read answers it now. */
async function tagOf(id: number): Promise<string> {
  const response = await read(id);
  if (response.status !== 200) throw new Error(`department ${id} not read: ${response.text}`);
  return String(response.headers.etag);
}

async function patch(id: number, body: object, ifMatch?: string) {
  const request = write('patch', API_PATHS.department(id), await as(OWNER));
  return (ifMatch === undefined ? request : request.set('If-Match', ifMatch)).send(body);
}

async function remove(id: number, ifMatch?: string) {
  const request = write('delete', API_PATHS.department(id), await as(OWNER));
  return (ifMatch === undefined ? request : request.set('If-Match', ifMatch)).send({});
}

async function stored(id: number): Promise<{ name: string; color: string | null } | undefined> {
  return app().knex('departments').first('name', 'color').where({ id });
}

async function auditCount(id: number): Promise<number> {
  const row: { count?: string | number } | undefined = await app()
    .knex('audit_logs')
    .count({ count: '*' })
    .where({ resource: 'department', resourceId: String(id) })
    .first();
  return Number(row?.count ?? 0);
}

describe('GET /api/departments/{id}', () => {
  it('when an admin of its organization reads it, then 200 with the department, its counts and a strong ETag', async () => {
    const department = await createDepartment();

    const response = await read(department.id, CYPRESS_ADMIN);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...department, bookingCount: 0, userCount: 0 });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('when a user of its organization reads it, then the card as their list shows it: no users count', async () => {
    const { userCount, ...department } = await createDepartment();
    expect(userCount).toBe(0);

    const response = await read(department.id, CYPRESS_STAFF);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...department, bookingCount: 0 });
  });

  it("when another organization's admin reads it, or it does not exist, then 404", async () => {
    const department = await createDepartment();

    expect((await read(department.id, PALM_COVE_ADMIN)).status).toBe(404);
    expect((await read(987654)).status).toBe(404);
  });

  it('when bookings are written under it, then its count moves and its tag does not', async () => {
    const department = await createDepartment();
    const before = await tagOf(department.id);

    await app().knex('bookings').insert({
      title: 'Counted - not versioned',
      date: '2031-02-03',
      time: '19:00',
      duration: 60,
      department: department.name,
      organizationId: CYPRESS_HILLS,
    });
    const after = await read(department.id);

    expect((after.body as DepartmentDto).bookingCount).toBe(1);
    expect(after.headers.etag).toBe(before);
  });
});

describe('PATCH /api/departments/{id} with If-Match', () => {
  it('when the tag is the current one, then 200 with the new tag, which the single read then answers', async () => {
    const department = await createDepartment();
    const tag = await tagOf(department.id);

    const response = await patch(department.id, { color: '#202020' }, tag);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: department.id, color: '#202020' });
    expect(response.headers.etag).not.toBe(tag);
    expect(response.headers.etag).toBe(await tagOf(department.id));
  });

  it('when it was changed since the tag was read, then 412 with the department now and who changed it, and nothing is written', async () => {
    const department = await createDepartment();
    const tag = await tagOf(department.id);
    expect((await patch(department.id, { color: '#303030' })).status).toBe(200);
    const audits = await auditCount(department.id);

    const response = await patch(department.id, { name: 'Overwritten Room', color: '#404040' }, tag);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<DepartmentDto>;
    expect(body.message).toBe(STALE_WRITE_MESSAGES.changedSinceOpened);
    expect(body.current).toMatchObject({ id: department.id, name: department.name, color: '#303030' });
    expect(body.changedBy).toMatchObject({ name: OWNER_NAME });
    expect(typeof body.changedAt).toBe('string');
    expect(response.headers.etag).toBe(await tagOf(department.id));
    expect(await stored(department.id)).toEqual({ name: department.name, color: '#303030' });
    expect(await auditCount(department.id)).toBe(audits);
  });

  it('when it was deleted since the tag was read, then 412 with current null', async () => {
    const department = await createDepartment();
    const tag = await tagOf(department.id);
    expect((await remove(department.id)).status).toBe(200);

    const response = await patch(department.id, { color: '#505050' }, tag);

    expect(response.status).toBe(412);
    expect(response.body).toMatchObject({
      message: STALE_WRITE_MESSAGES.deletedSinceOpened,
      current: null,
    });
    expect(await stored(department.id)).toBeUndefined();
  });

  it('when there is no If-Match, then the write goes ahead as before', async () => {
    const department = await createDepartment();

    const response = await patch(department.id, { color: '#606060' });

    expect(response.status).toBe(200);
    expect(await stored(department.id)).toEqual({ name: department.name, color: '#606060' });
  });

  it('when If-Match is not a strong tag, then 400 naming If-Match and nothing is written', async () => {
    const department = await createDepartment();

    const response = await patch(department.id, { color: '#707070' }, 'W/"weak"');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }],
    });
    expect(await stored(department.id)).toEqual({ name: department.name, color: '#101010' });
  });

  it('when two writes send the same tag at once, then one is saved and the other is 412, round after round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const department = await createDepartment();
      const tag = await tagOf(department.id);

      const responses = await Promise.all([
        patch(department.id, { color: '#a0a0a0' }, tag),
        patch(department.id, { color: '#b0b0b0' }, tag),
      ]);

      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 412]);
      const saved = responses.find((response) => response.status === 200);
      const refused = responses.find((response) => response.status === 412);
      expect((refused?.body as StaleWriteBody<DepartmentDto>).current).toEqual(saved?.body);
      expect((await stored(department.id))?.color).toBe((saved?.body as DepartmentDto).color);
    }
  });
});

describe('DELETE /api/departments/{id} with If-Match', () => {
  it('when the tag is the current one, then the department is deleted', async () => {
    const department = await createDepartment();

    const response = await remove(department.id, await tagOf(department.id));

    expect(response.status).toBe(200);
    expect(await stored(department.id)).toBeUndefined();
  });

  it('when it was changed since the tag was read, then 412 with the department now and it stays', async () => {
    const department = await createDepartment();
    const tag = await tagOf(department.id);
    expect((await patch(department.id, { name: `${department.name} Renamed` })).status).toBe(200);

    const response = await remove(department.id, tag);

    expect(response.status).toBe(412);
    expect((response.body as StaleWriteBody<DepartmentDto>).current).toMatchObject({
      id: department.id,
      name: `${department.name} Renamed`,
    });
    expect(await stored(department.id)).toMatchObject({ name: `${department.name} Renamed` });
  });

  it('when it was deleted since the tag was read, then 412 with current null', async () => {
    const department = await createDepartment();
    const tag = await tagOf(department.id);
    expect((await remove(department.id)).status).toBe(200);

    const response = await remove(department.id, tag);

    expect(response.status).toBe(412);
    expect(response.body).toMatchObject({ current: null });
  });

  it('when there is no If-Match, then the delete goes ahead as before', async () => {
    const department = await createDepartment();

    expect((await remove(department.id)).status).toBe(200);
    expect(await stored(department.id)).toBeUndefined();
  });
});

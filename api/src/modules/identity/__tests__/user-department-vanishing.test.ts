import type { Response } from 'supertest';
import { API_PATHS, ORG_MESSAGES, type DepartmentDto } from '../../../contract';
import { snatchDepartmentsNamedBy } from '../../../test-support/department-snatcher';
import { registerThroughMailedLink } from '../../../test-support/mailed-links';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * A user write checks its department, then writes: a department deleted or renamed in between is
 * refused by the foreign key from users to departments, and the writer gets the check's own 400 on
 * `department`, never the generic 409 of a constraint.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const OWNER = 'owner@encore.test';
const PALM_COVE = 1;
const REFUSED = {
  message: ORG_MESSAGES.departmentNotInOrganization,
  errors: [{ path: 'department', message: ORG_MESSAGES.departmentNotInOrganization }],
};

// The race made deterministic: see snatchDepartmentsNamedBy.
beforeAll(() => snatchDepartmentsNamedBy(app().knex, 'users'));

async function createDepartment(name: string): Promise<void> {
  const response = await write('post', API_PATHS.departments, await as(OWNER)).send({
    name,
    organizationId: PALM_COVE,
  });
  if (response.status !== 201) throw new Error(`department ${name} not created: ${response.text}`);
  expect((response.body as DepartmentDto).name).toBe(name);
}

async function departmentOf(email: string): Promise<unknown> {
  const row: { department: unknown } | undefined = await app()
    .knex('users')
    .first('department')
    .where({ email });
  return row?.department;
}

/** A pending user added without a department: registration then stores the one the form names. */
async function addPendingUserWithoutDepartment(email: string): Promise<void> {
  await app()
    .knex('users')
    .insert({ username: email.replace(/[@.]/g, '-'), email, organizationId: PALM_COVE, department: null });
}

function register(email: string, department: string): Promise<Response> {
  return app()
    .http()
    .post(API_PATHS.register)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientIp())
    .send({ organizationId: PALM_COVE, email, password: 'Fresh-start-9', department });
}

function expectRefused(response: Response): void {
  expect([response.status, response.body]).toEqual([400, REFUSED]);
}

describe('a user write whose department goes between its check and its statement', () => {
  it('when an added user names a department deleted after the check, then 400 on department and no user is stored', async () => {
    await createDepartment('Vanishing Terrace');

    const response = await write('post', API_PATHS.adminUsers, await as(OWNER)).send({
      email: 'terrace@palmcove.test',
      department: 'Vanishing Terrace',
      permissionLevel: 'user',
      organizationId: PALM_COVE,
    });

    expectRefused(response);
    expect(await app().knex('users').where({ email: 'terrace@palmcove.test' })).toEqual([]);
    expect(await app().knex('departments').where({ name: 'Vanishing Terrace' })).toHaveLength(1);
  });

  it('when an edit moves a user to a department renamed after the check, then 400 on department and the user stays', async () => {
    await createDepartment('Renamed Cabana');
    const { id } = await app().knex('users').first('id').where({ email: 'lobby@palmcove.test' });

    const response = await write('patch', API_PATHS.user(Number(id)), await as(OWNER)).send({
      department: 'Renamed Cabana',
    });

    expectRefused(response);
    expect(await departmentOf('lobby@palmcove.test')).toBe('Lobby Bar');
    expect(await app().knex('departments').where({ name: 'Renamed Cabana' })).toHaveLength(1);
  });

  it("when a registration's mailed link completes it with a department deleted after the check, then 400 on department and the account stays pending", async () => {
    await createDepartment('Vanishing Pier');
    await addPendingUserWithoutDepartment('pier@palmcove.test');

    // The form checks the department (202, a link is mailed); the link's completion writes it.
    const response = await registerThroughMailedLink(
      app(),
      {
        organizationId: PALM_COVE,
        email: 'pier@palmcove.test',
        password: 'Fresh-start-9',
        department: 'Vanishing Pier',
      },
      freshClientIp(),
    );

    expectRefused(response);
    const stored = await app()
      .knex('users')
      .first('passwordHash', 'department')
      .where({ email: 'pier@palmcove.test' });
    expect(stored).toEqual({ passwordHash: null, department: null });
  });

  it('when a registration names a department the organization never had, then 400 on department, not a conflict', async () => {
    await addPendingUserWithoutDepartment('drifter@palmcove.test');

    const response = await register('drifter@palmcove.test', 'Clubhouse');

    expectRefused(response);
    expect(await departmentOf('drifter@palmcove.test')).toBeNull();
  });
});

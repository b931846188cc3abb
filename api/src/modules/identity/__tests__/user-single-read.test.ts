import { API_PATHS, type ManagedUserDto } from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * GET /api/users/:id shows a user to exactly those User Management's list shows them to: owners and
 * super admins every user, org admins their own organization's (another tenant's user is 404, as a
 * missing one), everyone else no one (403).
 */
const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

const MANAGERS = [
  'owner@encore.test',
  'admin@encore.test',
  'manager@palmcove.test',
  'manager@cypresshills.test',
];

async function everyUserId(): Promise<number[]> {
  const rows: { id: number }[] = await app().knex('users').select('id').orderBy('id');
  return rows.map((row) => row.id);
}

describe('who may read which user', () => {
  it.each(MANAGERS)(
    'when %s reads each user, then exactly the users of their list answer 200 with the same row, the others 404',
    async (email) => {
      const cookie = await as(email);
      const list = await app().http().get(API_PATHS.users).set('Cookie', cookie);
      expect(list.status).toBe(200);
      const listed = new Map((list.body as ManagedUserDto[]).map((user) => [user.id, user]));

      const answers = [];
      for (const id of [...(await everyUserId()), 987_654]) {
        const response = await app().http().get(API_PATHS.user(id)).set('Cookie', cookie);
        answers.push({ id, status: response.status, body: response.status === 200 ? response.body : null });
      }

      expect(answers).toEqual(
        answers.map(({ id }) => {
          const user = listed.get(id);
          return user ? { id, status: 200, body: user } : { id, status: 404, body: null };
        }),
      );
      expect(answers.filter((answer) => answer.status === 200).length).toBe(listed.size);
    },
  );

  it("when an org admin reads another tenant's user, then the answer is the same 404 as for a missing one", async () => {
    const staff: { id: number } | undefined = await app()
      .knex('users')
      .first('id')
      .where({ email: 'staff@cypresshills.test' });
    const cookie = await as('manager@palmcove.test');

    const other = await app()
      .http()
      .get(API_PATHS.user(Number(staff?.id)))
      .set('Cookie', cookie);
    const missing = await app().http().get(API_PATHS.user(987_654)).set('Cookie', cookie);

    expect([other.status, other.body]).toEqual([missing.status, missing.body]);
    expect(other.status).toBe(404);
    expect(other.headers.etag).toBeUndefined();
  });

  it('when a user without an admin level reads a user, even themselves, then the answer is 403', async () => {
    const lobby: { id: number } | undefined = await app()
      .knex('users')
      .first('id')
      .where({ email: 'lobby@palmcove.test' });

    const response = await app()
      .http()
      .get(API_PATHS.user(Number(lobby?.id)))
      .set('Cookie', await as('lobby@palmcove.test'));

    expect(response.status).toBe(403);
  });

  it('when no one is signed in, then the answer is 401', async () => {
    const response = await app().http().get(API_PATHS.user(1));

    expect(response.status).toBe(401);
  });
});

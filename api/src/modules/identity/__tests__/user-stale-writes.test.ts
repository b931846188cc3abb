import type { Response } from 'supertest';
import { API_PATHS, STALE_WRITE_MESSAGES, type ManagedUserDto, type StaleWriteBody } from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * User Management's single-user writes are made from what the writer saw: each takes the If-Match
 * of GET /api/users/:id and is refused with 412 (nothing written; the user now and who saved them
 * when) once someone saved in between.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const OWNER = 'owner@encore.test';
/** Palm Cove's org admin: the colleague who saves first. */
const COLLEAGUE = 'manager@palmcove.test';
const COLLEAGUE_NAME = 'manager-palmcove';
const PALM_COVE = { id: 1, name: 'Palm Cove Beach Resort' };

let userSuffix = 0;

/** A registered Palm Cove user in Lobby Bar, for one test alone. */
async function freshPalmCoveUser(): Promise<number> {
  userSuffix += 1;
  const [row] = await app()
    .knex('users')
    .insert({
      username: `stale-${userSuffix}`,
      email: `stale-${userSuffix}@palmcove.test`,
      firebaseUid: `stale-uid-${userSuffix}`,
      organizationId: PALM_COVE.id,
      department: 'Lobby Bar',
    })
    .returning('id');
  return Number((row as { id: number }).id);
}

async function userIdOf(email: string): Promise<number> {
  const row: { id: number } | undefined = await app().knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function read(id: number, by = OWNER): Promise<{ user: ManagedUserDto; tag: string }> {
  const response = await app()
    .http()
    .get(API_PATHS.user(id))
    .set('Cookie', await as(by));
  if (response.status !== 200) throw new Error(`user ${id} not read: ${response.status} ${response.text}`);
  return { user: response.body as ManagedUserDto, tag: String(response.headers.etag) };
}

async function patch(id: number, body: object, ifMatch: string | null, by = OWNER): Promise<Response> {
  const request = write('patch', API_PATHS.user(id), await as(by));
  if (ifMatch !== null) request.set('If-Match', ifMatch);
  return request.send(body);
}

async function remove(id: number, ifMatch: string | null, by = OWNER): Promise<Response> {
  const request = write('delete', API_PATHS.user(id), await as(by));
  if (ifMatch !== null) request.set('If-Match', ifMatch);
  return request;
}

async function stored(
  id: number,
): Promise<{ department: string | null; disabledAt: Date | null } | undefined> {
  return app().knex('users').first('department', 'disabledAt').where({ id });
}

async function auditRowsOf(id: number): Promise<number> {
  const rows = await app()
    .knex('audit_logs')
    .where({ resource: 'user', resourceId: String(id) });
  return rows.length;
}

function expectSuccessfulTag(response: Response): void {
  expect(response.headers.etag).toMatch(/^"[^"]+"$/);
}

describe('GET /api/users/:id', () => {
  it("when the owner reads a user, then the answer is the list's row for them with a strong ETag and no caching", async () => {
    const id = await freshPalmCoveUser();

    const response = await app()
      .http()
      .get(API_PATHS.user(id))
      .set('Cookie', await as(OWNER));
    const list = await app()
      .http()
      .get(`${API_PATHS.users}?organizationId=${PALM_COVE.id}`)
      .set('Cookie', await as(OWNER));

    expect(response.status).toBe(200);
    expect(response.body).toEqual((list.body as ManagedUserDto[]).find((user) => user.id === id));
    expectSuccessfulTag(response);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('when nothing changed, then the tag stays; when a write changes the user, then its answer carries the tag the next read gives', async () => {
    const id = await freshPalmCoveUser();
    const first = await read(id);
    expect((await read(id)).tag).toBe(first.tag);

    const response = await patch(id, { department: 'DUSK' }, first.tag);

    expect(response.status).toBe(200);
    const next = await read(id);
    expect(next.tag).not.toBe(first.tag);
    expect(response.headers.etag).toBe(next.tag);
    expect(response.body).toEqual(next.user);
  });
});

describe('a stale single-user write', () => {
  it('when a colleague saved since the read, then the PATCH is 412 with the user now and the colleague and their organization, and nothing is written', async () => {
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);
    const colleagueSave = await patch(id, { department: 'DUSK' }, tag, COLLEAGUE);
    expect(colleagueSave.status).toBe(200);
    const auditRows = await auditRowsOf(id);

    const response = await patch(id, { department: 'Gumbo Limbo' }, tag);

    expect(response.status).toBe(412);
    const now = await read(id);
    const body = response.body as StaleWriteBody<ManagedUserDto>;
    expect(body).toEqual({
      message: STALE_WRITE_MESSAGES.changedSinceOpened,
      current: now.user,
      changedBy: { userId: await userIdOf(COLLEAGUE), name: COLLEAGUE_NAME, organization: PALM_COVE.name },
      changedAt: expect.any(String) as unknown,
    });
    expect(Date.parse(body.changedAt ?? '')).not.toBeNaN();
    expect(response.headers.etag).toBe(now.tag);
    expect(await stored(id)).toMatchObject({ department: 'DUSK' });
    expect(await auditRowsOf(id)).toBe(auditRows);
  });

  it('when the writer sends the tag the 412 gave, then the PATCH goes through', async () => {
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);
    await patch(id, { department: 'DUSK' }, tag, COLLEAGUE);
    const refused = await patch(id, { department: 'Gumbo Limbo' }, tag);
    expect(refused.status).toBe(412);

    const retried = await patch(id, { department: 'Gumbo Limbo' }, String(refused.headers.etag));

    expect(retried.status).toBe(200);
    expect(await stored(id)).toMatchObject({ department: 'Gumbo Limbo' });
  });

  it('when a colleague saved since the read, then the DELETE is 412 and the user stays', async () => {
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);
    await patch(id, { department: 'DUSK' }, tag, COLLEAGUE);

    const response = await remove(id, tag);

    expect(response.status).toBe(412);
    expect((response.body as StaleWriteBody).current).toEqual((await read(id)).user);
    expect(await stored(id)).toBeDefined();
  });

  it('when a colleague disabled the account since the read, then enabling, disabling and editing with the old tag are 412', async () => {
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);
    const disabled = await write('post', API_PATHS.userDisable(id), await as(COLLEAGUE)).set('If-Match', tag);
    expect(disabled.status).toBe(200);
    expect(disabled.headers.etag).toBe((await read(id)).tag);

    for (const path of [API_PATHS.userEnable(id), API_PATHS.userDisable(id)]) {
      const response = await write('post', path, await as(OWNER)).set('If-Match', tag);
      expect([path, response.status]).toEqual([path, 412]);
      expect((response.body as StaleWriteBody<ManagedUserDto>).current?.disabledAt).not.toBeNull();
    }
    expect((await patch(id, { department: 'DUSK' }, tag)).status).toBe(412);
    const after = await stored(id);
    expect(after?.department).toBe('Lobby Bar');
    expect(after?.disabledAt).not.toBeNull();
  });

  it('when a colleague deleted the user since the read, then the PATCH is 412 with no current user, naming who deleted them', async () => {
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);
    expect((await remove(id, tag, COLLEAGUE)).status).toBe(204);

    const response = await patch(id, { department: 'DUSK' }, tag);

    expect(response.status).toBe(412);
    expect(response.body).toEqual({
      message: STALE_WRITE_MESSAGES.deletedSinceOpened,
      current: null,
      changedBy: { userId: await userIdOf(COLLEAGUE), name: COLLEAGUE_NAME, organization: PALM_COVE.name },
      changedAt: expect.any(String) as unknown,
    });
    expect(response.headers.etag).toBeUndefined();
  });

  it("when another tenant's admin sends a tag for a user deleted in Palm Cove, then the answer is 404, as for any user they cannot see", async () => {
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);
    expect((await remove(id, tag)).status).toBe(204);

    const response = await patch(id, { department: 'Clubhouse' }, tag, 'manager@cypresshills.test');

    expect(response.status).toBe(404);
    expect(response.body).not.toHaveProperty('changedBy');
  });

  it('when the user never existed, then a write with a tag is 404', async () => {
    const response = await patch(987_654, { department: 'DUSK' }, '"never-read"');

    expect(response.status).toBe(404);
  });

  it("when the writer of the last save has been deleted since, then the 412 names them by the audit trail's e-mail", async () => {
    const writerEmail = `stale-writer-${Date.now()}@palmcove.test`;
    const writer = await app()
      .knex('users')
      .insert({ username: 'stale-writer', email: writerEmail, organizationId: PALM_COVE.id })
      .returning('id');
    const writerId = Number((writer[0] as { id: number }).id);
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);
    await app()
      .knex('audit_logs')
      .insert({
        action: 'user_updated',
        success: true,
        userId: writerId,
        email: writerEmail,
        resource: 'user',
        resourceId: String(id),
        organizationId: PALM_COVE.id,
      });
    await app().knex('users').update({ department: 'DUSK' }).where({ id });
    await app().knex('users').delete().where({ id: writerId });

    const response = await patch(id, { department: 'Gumbo Limbo' }, tag);

    expect(response.status).toBe(412);
    expect((response.body as StaleWriteBody).changedBy).toEqual({
      userId: writerId,
      name: writerEmail,
      organization: null,
    });
  });
});

describe('If-Match on single-user writes', () => {
  it.each([['W/"weak"'], ['not-a-tag'], ['"a", b']])(
    'when If-Match is %s, then the answer is 400 naming If-Match and nothing is written',
    async (ifMatch) => {
      const id = await freshPalmCoveUser();

      const responses = [
        await patch(id, { department: 'DUSK' }, ifMatch),
        await remove(id, ifMatch),
        await write('post', API_PATHS.userDisable(id), await as(OWNER)).set('If-Match', ifMatch),
      ];

      for (const response of responses) {
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          errors: [{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }],
        });
      }
      expect(await stored(id)).toEqual({ department: 'Lobby Bar', disabledAt: null });
    },
  );

  it('when a write sends no If-Match (an older remote, a script), then it is applied as before and answers the new tag', async () => {
    const id = await freshPalmCoveUser();
    await read(id);

    const edited = await patch(id, { department: 'DUSK' }, null);
    const disabled = await write('post', API_PATHS.userDisable(id), await as(OWNER));

    expect([edited.status, disabled.status]).toEqual([200, 200]);
    expectSuccessfulTag(edited);
    expect(disabled.headers.etag).toBe((await read(id)).tag);
    expect((await remove(id, null)).status).toBe(204);
    expect(await stored(id)).toBeUndefined();
  });

  it('when If-Match is *, then the write goes through whatever the user is now', async () => {
    const id = await freshPalmCoveUser();

    const response = await patch(id, { department: 'DUSK' }, '*');

    expect(response.status).toBe(200);
    expect(await stored(id)).toMatchObject({ department: 'DUSK' });
  });

  it('when If-Match lists several tags and one is the current, then the write goes through', async () => {
    const id = await freshPalmCoveUser();
    const { tag } = await read(id);

    const response = await patch(id, { department: 'DUSK' }, `"older", ${tag}`);

    expect(response.status).toBe(200);
  });
});

describe('two writes sent with the same tag at once', () => {
  it('when two PATCHes of one user race, then one is applied and the other is 412 with the winner as current, round after round', async () => {
    const id = await freshPalmCoveUser();
    const departments = ['DUSK', 'Gumbo Limbo', 'The Grill', 'Nolita', 'The Club', 'Lobby Bar'];

    for (let round = 0; round < 6; round += 1) {
      const { user, tag } = await read(id);
      // Two saves that each change the user: a save of what is already stored leaves the tag as it was.
      const [first, second] = departments
        .filter((department) => department !== user.department)
        .slice(round % 4);
      const responses = await Promise.all([
        patch(id, { department: first }, tag),
        patch(id, { department: second }, tag, COLLEAGUE),
      ]);

      expect(responses.map((response) => response.status).sort()).toEqual([200, 412]);
      const winner = responses.find((response) => response.status === 200);
      const loser = responses.find((response) => response.status === 412);
      const won = (winner?.body as ManagedUserDto).department;
      expect(await stored(id)).toMatchObject({ department: won });
      expect((loser?.body as StaleWriteBody<ManagedUserDto>).current?.department).toBe(won);
      expect(loser?.headers.etag).toBe(winner?.headers.etag);
    }
  });
});

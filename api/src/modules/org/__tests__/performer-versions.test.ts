import { API_PATHS, STALE_WRITE_MESSAGES, type PerformerDto, type StaleWriteBody } from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * A performer's single read and its writes made from what the writer saw: the read's ETag goes back
 * as If-Match, and a write from any other version is a 412 that changes nothing.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const OWNER = 'owner@encore.test';
/** The owner as the audit trail's writer is named: their username. */
const OWNER_NAME = 'owner-encore';
const SUPER_ADMIN = 'admin@encore.test';
const CLIENT_STAFF = 'lobby@palmcove.test';

let suffix = 0;

async function createPerformer(): Promise<PerformerDto> {
  suffix += 1;
  const response = await write('post', API_PATHS.performers, await as(OWNER)).send({
    name: `Versioned Player ${suffix}`,
    instruments: ['viola'],
    email: `versioned-${suffix}@players.test`,
  });
  if (response.status !== 201) throw new Error(`performer not created: ${response.text}`);
  return response.body as PerformerDto;
}

async function read(id: number, email = OWNER) {
  return app()
    .http()
    .get(API_PATHS.performer(id))
    .set('Cookie', await as(email));
}

async function tagOf(id: number): Promise<string> {
  const response = await read(id);
  if (response.status !== 200) throw new Error(`performer ${id} not read: ${response.text}`);
  return String(response.headers.etag);
}

async function patch(id: number, body: object, ifMatch?: string, email = OWNER) {
  const request = write('patch', API_PATHS.performer(id), await as(email));
  return (ifMatch === undefined ? request : request.set('If-Match', ifMatch)).send(body);
}

async function remove(id: number, ifMatch?: string) {
  const request = write('delete', API_PATHS.performer(id), await as(OWNER));
  return ifMatch === undefined ? request : request.set('If-Match', ifMatch);
}

async function storedBio(id: number): Promise<string | null | undefined> {
  const row: { bio: string | null } | undefined = await app().knex('performers').first('bio').where({ id });
  return row?.bio;
}

async function auditCount(id: number): Promise<number> {
  const row: { count?: string | number } | undefined = await app()
    .knex('audit_logs')
    .count({ count: '*' })
    .where({ resource: 'performer', resourceId: String(id) })
    .first();
  return Number(row?.count ?? 0);
}

describe('GET /api/performers/{id}', () => {
  it('when one who manages performers reads one, then 200 with the performer (address included) and a strong ETag', async () => {
    const performer = await createPerformer();

    const response = await read(performer.id, SUPER_ADMIN);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(performer);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("when a client's user reads one, then as their list shows it: no address, and a tag of that", async () => {
    const performer = await createPerformer();

    const response = await read(performer.id, CLIENT_STAFF);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...performer, email: null });
    expect(response.headers.etag).not.toBe(await tagOf(performer.id));
  });

  it('when there is no such performer, then 404; when nobody is signed in, then 401', async () => {
    expect((await read(987654)).status).toBe(404);
    expect((await app().http().get(API_PATHS.performer(1))).status).toBe(401);
  });
});

describe('PATCH /api/performers/{id} with If-Match', () => {
  it('when the tag is the current one, then 200 with the new tag, which the single read then answers', async () => {
    const performer = await createPerformer();
    const tag = await tagOf(performer.id);

    const response = await patch(performer.id, { bio: 'Plays in tune.' }, tag);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: performer.id, bio: 'Plays in tune.' });
    expect(response.headers.etag).not.toBe(tag);
    expect(response.headers.etag).toBe(await tagOf(performer.id));
  });

  it('when they were changed since the tag was read, then 412 with the performer now and who changed them, and nothing is written', async () => {
    const performer = await createPerformer();
    const tag = await tagOf(performer.id);
    expect((await patch(performer.id, { bio: 'First word.' })).status).toBe(200);
    const audits = await auditCount(performer.id);

    const response = await patch(performer.id, { bio: 'Second word.' }, tag, SUPER_ADMIN);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<PerformerDto>;
    expect(body.message).toBe(STALE_WRITE_MESSAGES.changedSinceOpened);
    expect(body.current).toEqual({ ...performer, bio: 'First word.' });
    expect(body.changedBy).toMatchObject({ name: OWNER_NAME });
    expect(typeof body.changedAt).toBe('string');
    expect(response.headers.etag).toBe(await tagOf(performer.id));
    expect(await storedBio(performer.id)).toBe('First word.');
    expect(await auditCount(performer.id)).toBe(audits);
  });

  it('when they were deleted since the tag was read, then 412 with current null', async () => {
    const performer = await createPerformer();
    const tag = await tagOf(performer.id);
    expect((await remove(performer.id)).status).toBe(204);

    const response = await patch(performer.id, { bio: 'Too late.' }, tag);

    expect(response.status).toBe(412);
    expect(response.body).toMatchObject({
      message: STALE_WRITE_MESSAGES.deletedSinceOpened,
      current: null,
    });
  });

  it('when there is no If-Match, then the write goes ahead as before', async () => {
    const performer = await createPerformer();

    const response = await patch(performer.id, { bio: 'Unconditional.' });

    expect(response.status).toBe(200);
    expect(await storedBio(performer.id)).toBe('Unconditional.');
  });

  it('when If-Match is not a strong tag, then 400 naming If-Match and nothing is written', async () => {
    const performer = await createPerformer();

    const response = await patch(performer.id, { bio: 'Unquoted.' }, 'unquoted');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }],
    });
    expect(await storedBio(performer.id)).toBeNull();
  });
});

describe('DELETE /api/performers/{id} with If-Match', () => {
  it('when the tag is the current one, then 204 and the performer is gone', async () => {
    const performer = await createPerformer();

    const response = await remove(performer.id, await tagOf(performer.id));

    expect(response.status).toBe(204);
    expect(await storedBio(performer.id)).toBeUndefined();
  });

  it('when they were changed since the tag was read, then 412 with the performer now and they stay', async () => {
    const performer = await createPerformer();
    const tag = await tagOf(performer.id);
    expect((await patch(performer.id, { instruments: ['viola', 'violin'] })).status).toBe(200);

    const response = await remove(performer.id, tag);

    expect(response.status).toBe(412);
    expect((response.body as StaleWriteBody<PerformerDto>).current).toMatchObject({
      id: performer.id,
      instruments: ['viola', 'violin'],
    });
    expect(await storedBio(performer.id)).toBeNull();
  });

  it('when there is no If-Match, then the delete goes ahead as before', async () => {
    const performer = await createPerformer();

    expect((await remove(performer.id)).status).toBe(204);
    expect(await storedBio(performer.id)).toBeUndefined();
  });
});

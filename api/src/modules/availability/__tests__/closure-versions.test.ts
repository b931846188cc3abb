import {
  API_PATHS,
  STALE_WRITE_MESSAGES,
  type StaleWriteBody,
  type VenueClosureDto,
} from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * A venue closure's single read and its removal made from what the writer saw: the read's ETag goes
 * back as If-Match, and a removal from any other version (or of a closure removed since) is a 412 that
 * removes nothing.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const PALM_COVE = 1;
const CYPRESS_HILLS = 3;
const OWNER = 'owner@encore.test';
/** The owner as the audit trail's writer is named: their username. */
const OWNER_NAME = 'owner-encore';
const PALM_COVE_ADMIN = 'manager@palmcove.test';
const PALM_COVE_USER = 'lobby@palmcove.test';
const ROUNDS = 4;

let day = 0;

/** A closure of Palm Cove added through the API (one day each, so the upcoming limit is never met). */
async function addClosure(departmentId: number | null = null): Promise<VenueClosureDto> {
  day += 1;
  const date = `2032-05-${String(day).padStart(2, '0')}`;
  const response = await write('post', API_PATHS.organizationClosures(PALM_COVE), await as(OWNER)).send({
    startDate: date,
    startTime: '10:00',
    endDate: date,
    endTime: '18:00',
    reason: `Versioned closure ${day}`,
    departmentId,
  });
  if (response.status !== 201) throw new Error(`closure not added: ${response.text}`);
  return response.body as VenueClosureDto;
}

async function read(closureId: number, email = OWNER, organizationId = PALM_COVE) {
  return app()
    .http()
    .get(API_PATHS.organizationClosure(organizationId, closureId))
    .set('Cookie', await as(email));
}

async function tagOf(closureId: number): Promise<string> {
  const response = await read(closureId);
  if (response.status !== 200) throw new Error(`closure ${closureId} not read: ${response.text}`);
  return String(response.headers.etag);
}

async function remove(closureId: number, ifMatch?: string) {
  const request = write('delete', API_PATHS.organizationClosure(PALM_COVE, closureId), await as(OWNER));
  return ifMatch === undefined ? request : request.set('If-Match', ifMatch);
}

async function storedReason(closureId: number): Promise<string | undefined> {
  const row: { reason: string } | undefined = await app()
    .knex('venue_closures')
    .first('reason')
    .where({ id: closureId });
  return row?.reason;
}

describe('GET /api/organizations/{id}/closures/{closureId}', () => {
  it('when a user of the organization reads one, then 200 with the closure as the list serves it and a strong ETag', async () => {
    const closure = await addClosure();

    const response = await read(closure.id, PALM_COVE_USER);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(closure);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("when another tenant's user asks, or the closure is another organization's, then 404", async () => {
    const closure = await addClosure();

    expect((await read(closure.id, 'staff@cypresshills.test')).status).toBe(404);
    expect((await read(closure.id, OWNER, CYPRESS_HILLS)).status).toBe(404);
    expect((await read(987654)).status).toBe(404);
  });

  it("when its department is renamed, then the closure shows the new name and its tag stays (the name is the department's)", async () => {
    const department: { id: number } | undefined = await app()
      .knex('departments')
      .first('id')
      .where({ organizationId: PALM_COVE, name: 'The Grill' });
    const closure = await addClosure(department?.id ?? null);
    const tag = await tagOf(closure.id);
    try {
      await app().knex('departments').update({ name: 'The Grill Renamed' }).where({ id: department?.id });

      const response = await read(closure.id);

      expect((response.body as VenueClosureDto).department).toBe('The Grill Renamed');
      expect(response.headers.etag).toBe(tag);
    } finally {
      await app().knex('departments').update({ name: 'The Grill' }).where({ id: department?.id });
    }
  });
});

describe('DELETE /api/organizations/{id}/closures/{closureId} with If-Match', () => {
  it('when the tag is the current one, then 204 and the closure is gone', async () => {
    const closure = await addClosure();

    const response = await remove(closure.id, await tagOf(closure.id));

    expect(response.status).toBe(204);
    expect(await storedReason(closure.id)).toBeUndefined();
  });

  it('when it was changed since the tag was read, then 412 with the closure now, and it stays', async () => {
    const closure = await addClosure();
    const tag = await tagOf(closure.id);
    // No route edits a closure: another writer's change is made in the table.
    await app().knex('venue_closures').update({ reason: 'Changed meanwhile' }).where({ id: closure.id });

    const response = await remove(closure.id, tag);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<VenueClosureDto>;
    expect(body.message).toBe(STALE_WRITE_MESSAGES.changedSinceOpened);
    expect(body.current).toEqual({ ...closure, reason: 'Changed meanwhile' });
    expect(response.headers.etag).toBe(await tagOf(closure.id));
    expect(await storedReason(closure.id)).toBe('Changed meanwhile');
  });

  it('when it was removed since the tag was read, then 412 with current null and who removed it', async () => {
    const closure = await addClosure();
    const tag = await tagOf(closure.id);
    expect((await remove(closure.id)).status).toBe(204);

    const response = await remove(closure.id, tag);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<VenueClosureDto>;
    expect(body).toMatchObject({ message: STALE_WRITE_MESSAGES.deletedSinceOpened, current: null });
    // The closures' audit rows are their organization's: the last of them is this removal.
    expect(body.changedBy).toMatchObject({ name: OWNER_NAME });
  });

  it('when there is no If-Match, then the removal goes ahead as before', async () => {
    const closure = await addClosure();

    expect((await remove(closure.id)).status).toBe(204);
    expect(await storedReason(closure.id)).toBeUndefined();
  });

  it('when If-Match is not a strong tag, then 400 naming If-Match and the closure stays', async () => {
    const closure = await addClosure();

    const response = await remove(closure.id, 'W/"weak"');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }],
    });
    expect(await storedReason(closure.id)).toBe(closure.reason);
  });

  it("when another organization's admin sends its tag on their own organization's path, then nothing is removed", async () => {
    const closure = await addClosure();
    const tag = await tagOf(closure.id);

    const response = await write(
      'delete',
      API_PATHS.organizationClosure(CYPRESS_HILLS, closure.id),
      await as('manager@cypresshills.test'),
    ).set('If-Match', tag);

    // Their organization has no such closure: with If-Match, as one removed since (no current closure).
    expect(response.status).toBe(412);
    expect(response.body).toMatchObject({ current: null });
    expect(await storedReason(closure.id)).toBe(closure.reason);
    expect((await read(closure.id, PALM_COVE_ADMIN)).status).toBe(200);
  });

  it('when two removals send the same tag at once, then one removes it and the other is 412, round after round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const closure = await addClosure();
      const tag = await tagOf(closure.id);

      const responses = await Promise.all([remove(closure.id, tag), remove(closure.id, tag)]);

      expect(responses.map((response) => response.status).sort()).toEqual([204, 412]);
      const refused = responses.find((response) => response.status === 412);
      expect((refused?.body as StaleWriteBody<VenueClosureDto>).current).toBeNull();
      expect(await storedReason(closure.id)).toBeUndefined();
    }
  });
});

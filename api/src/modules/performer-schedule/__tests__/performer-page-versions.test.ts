import {
  API_PATHS,
  STALE_WRITE_MESSAGES,
  type PerformerUnavailabilityDto,
  type StaleWriteBody,
} from '../../../contract';
import { freshPerformerPageToken, freshUnavailablePeriod } from '../../../test-support/performer-pages';
import { freshClientIp } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * The performer's own page reads one of their periods with its ETag and removes it from what it read:
 * a removal from any other version (or of a period removed since) is a 412 that removes nothing.
 */
const app = provideTestApp({ seed: true });

const PROVIDER = 2;

let performerCounter = 0;

/** A performer of the provider with a working page, and one period of theirs. */
async function performerWithPeriod(): Promise<{ token: string; periodId: number }> {
  performerCounter += 1;
  const [row]: { id: number }[] = await app()
    .knex('performers')
    .insert({ name: `Page Versions ${performerCounter}`, instruments: ['oboe'], organizationId: PROVIDER })
    .returning('id');
  if (!row) throw new Error('performer not stored');
  return {
    token: await freshPerformerPageToken(app().knex, row.id),
    periodId: await freshUnavailablePeriod(app().knex, row.id),
  };
}

function read(token: string, periodId: number) {
  return app()
    .http()
    .get(API_PATHS.performerPageUnavailabilityPeriod(periodId))
    .set('Authorization', `Bearer ${token}`)
    .set('X-Forwarded-For', freshClientIp());
}

async function tagOf(token: string, periodId: number): Promise<string> {
  const response = await read(token, periodId);
  if (response.status !== 200) throw new Error(`period ${periodId} not read: ${response.text}`);
  return String(response.headers.etag);
}

function remove(token: string, periodId: number, ifMatch?: string) {
  const request = app()
    .http()
    .delete(API_PATHS.performerPageUnavailabilityPeriod(periodId))
    .set('Authorization', `Bearer ${token}`)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientIp());
  return ifMatch === undefined ? request : request.set('If-Match', ifMatch);
}

async function storedReason(periodId: number): Promise<string | null | undefined> {
  const row: { reason: string | null } | undefined = await app()
    .knex('performer_unavailability')
    .first('reason')
    .where({ id: periodId });
  return row?.reason;
}

describe('GET /api/performer-page/unavailability/{id}', () => {
  it('when the page reads one of its periods, then 200 with it, a strong ETag, and nothing a cache may keep', async () => {
    const { token, periodId } = await performerWithPeriod();

    const response = await read(token, periodId);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: periodId, reason: null });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("when the period is another performer's, then 404; when the token names no page, then 404", async () => {
    const { token } = await performerWithPeriod();
    const theirs = await performerWithPeriod();

    expect((await read(token, theirs.periodId)).status).toBe(404);
    expect((await read('x'.repeat(43), theirs.periodId)).status).toBe(404);
  });
});

describe('DELETE /api/performer-page/unavailability/{id} with If-Match', () => {
  it('when the tag is the current one, then 204 and the period is gone', async () => {
    const { token, periodId } = await performerWithPeriod();

    const response = await remove(token, periodId, await tagOf(token, periodId));

    expect(response.status).toBe(204);
    expect(await storedReason(periodId)).toBeUndefined();
  });

  it('when it was changed since the tag was read, then 412 with the period now, and it stays', async () => {
    const { token, periodId } = await performerWithPeriod();
    const tag = await tagOf(token, periodId);
    // No route edits a period: another writer's change is made in the table.
    await app().knex('performer_unavailability').update({ reason: 'Rehearsal' }).where({ id: periodId });

    const response = await remove(token, periodId, tag);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<PerformerUnavailabilityDto>;
    expect(body.message).toBe(STALE_WRITE_MESSAGES.changedSinceOpened);
    expect(body.current).toMatchObject({ id: periodId, reason: 'Rehearsal' });
    expect(response.headers.etag).toBe(await tagOf(token, periodId));
    expect(await storedReason(periodId)).toBe('Rehearsal');
  });

  it('when it was removed since the tag was read, then 412 with current null', async () => {
    const { token, periodId } = await performerWithPeriod();
    const tag = await tagOf(token, periodId);
    expect((await remove(token, periodId)).status).toBe(204);

    const response = await remove(token, periodId, tag);

    expect(response.status).toBe(412);
    expect(response.body).toMatchObject({ message: STALE_WRITE_MESSAGES.deletedSinceOpened, current: null });
  });

  it('when there is no If-Match, then the removal goes ahead as before', async () => {
    const { token, periodId } = await performerWithPeriod();

    expect((await remove(token, periodId)).status).toBe(204);
    expect(await storedReason(periodId)).toBeUndefined();
  });

  it('when If-Match is not a strong tag, then 400 naming If-Match and the period stays', async () => {
    const { token, periodId } = await performerWithPeriod();

    const response = await remove(token, periodId, 'W/"weak"');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }],
    });
    expect(await storedReason(periodId)).toBeNull();
  });
});

describe('GET /api/performer-page: each period carries its version', () => {
  function readPage(token: string) {
    return app()
      .http()
      .get(API_PATHS.performerPage)
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', freshClientIp());
  }

  async function listedVersionOf(token: string, periodId: number): Promise<string | undefined> {
    const response = await readPage(token);
    expect(response.status).toBe(200);
    const periods = (response.body as { unavailability: PerformerUnavailabilityDto[] }).unavailability;
    return periods.find((period) => period.id === periodId)?.version;
  }

  it("when the page is read, then each period's version is its single read's ETag", async () => {
    const { token, periodId } = await performerWithPeriod();

    expect(await listedVersionOf(token, periodId)).toBe(await tagOf(token, periodId));
  });

  it("when the period changed after the page was read, then a removal with the page's version is 412 and it stays; with the version read anew, 204", async () => {
    const { token, periodId } = await performerWithPeriod();
    const listed = String(await listedVersionOf(token, periodId));
    await app().knex('performer_unavailability').update({ reason: 'Rehearsal' }).where({ id: periodId });

    const refused = await remove(token, periodId, listed);
    const reread = String(await listedVersionOf(token, periodId));
    const removed = await remove(token, periodId, reread);

    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ message: STALE_WRITE_MESSAGES.changedSinceOpened });
    expect(reread).not.toBe(listed);
    expect(removed.status).toBe(204);
    expect(await storedReason(periodId)).toBeUndefined();
  });
});

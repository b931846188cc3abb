import {
  API_PATHS,
  STALE_WRITE_MESSAGES,
  type PerformerUnavailabilityDto,
  type StaleWriteBody,
} from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { freshPerformer } from './availability-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * A performer's unavailable period as staff read and remove it: the single read's ETag goes back as
 * If-Match, and a removal from any other version (or of a period removed since) is a 412 that removes
 * nothing.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const PROVIDER = 2;
const OWNER = 'owner@encore.test';
/** The owner as the audit trail's writer is named: their username. */
const OWNER_NAME = 'owner-encore';
const SUPER_ADMIN = 'admin@encore.test';
const PALM_COVE_ADMIN = 'manager@palmcove.test';

const AWAY = { startDate: '2033-06-10', startTime: '09:00', endDate: '2033-06-12', endTime: '17:00' };

async function addPeriod(performerId: number): Promise<PerformerUnavailabilityDto> {
  const response = await write('post', API_PATHS.performerUnavailability(performerId), await as(OWNER)).send({
    ...AWAY,
    reason: 'Touring',
  });
  if (response.status !== 201) throw new Error(`period not added: ${response.text}`);
  return response.body as PerformerUnavailabilityDto;
}

async function read(performerId: number, periodId: number, email = OWNER) {
  return app()
    .http()
    .get(API_PATHS.performerUnavailabilityPeriod(performerId, periodId))
    .set('Cookie', await as(email));
}

async function tagOf(performerId: number, periodId: number): Promise<string> {
  const response = await read(performerId, periodId);
  if (response.status !== 200) throw new Error(`period ${periodId} not read: ${response.text}`);
  return String(response.headers.etag);
}

async function remove(performerId: number, periodId: number, ifMatch?: string) {
  const request = write(
    'delete',
    API_PATHS.performerUnavailabilityPeriod(performerId, periodId),
    await as(SUPER_ADMIN),
  );
  return ifMatch === undefined ? request : request.set('If-Match', ifMatch);
}

async function storedReason(periodId: number): Promise<string | null | undefined> {
  const row: { reason: string | null } | undefined = await app()
    .knex('performer_unavailability')
    .first('reason')
    .where({ id: periodId });
  return row?.reason;
}

describe('GET /api/performers/{id}/unavailability/{periodId}', () => {
  it('when one who manages performers reads a period, then 200 with it as the list serves it and a strong ETag', async () => {
    const performerId = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);

    const response = await read(performerId, period.id, SUPER_ADMIN);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(period);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("when the period is another performer's or missing, then 404; when an org admin asks, then 403", async () => {
    const performerId = await freshPerformer(app().knex);
    const other = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);

    expect((await read(other, period.id)).status).toBe(404);
    expect((await read(performerId, 987654)).status).toBe(404);
    expect((await read(performerId, period.id, PALM_COVE_ADMIN)).status).toBe(403);
  });

  it("when the provider's zone changes, then the wall clock shown moves and the tag (of the stored instants) does not", async () => {
    const performerId = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);
    const tag = await tagOf(performerId, period.id);
    const provider: { timeZone: string } | undefined = await app()
      .knex('organizations')
      .first('timeZone')
      .where({ id: PROVIDER });
    if (!provider) throw new Error('no provider organization');
    const zone = period.timeZone === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    try {
      await app().knex('organizations').update({ timeZone: zone }).where({ id: PROVIDER });

      const response = await read(performerId, period.id);

      expect((response.body as PerformerUnavailabilityDto).timeZone).toBe(zone);
      expect((response.body as PerformerUnavailabilityDto).startTime).not.toBe(period.startTime);
      expect(response.headers.etag).toBe(tag);
    } finally {
      await app().knex('organizations').update({ timeZone: provider.timeZone }).where({ id: PROVIDER });
    }
  });
});

describe('DELETE /api/performers/{id}/unavailability/{periodId} with If-Match', () => {
  it('when the tag is the current one, then 204 and the period is gone', async () => {
    const performerId = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);

    const response = await remove(performerId, period.id, await tagOf(performerId, period.id));

    expect(response.status).toBe(204);
    expect(await storedReason(period.id)).toBeUndefined();
  });

  it('when it was changed since the tag was read, then 412 with the period now, and it stays', async () => {
    const performerId = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);
    const tag = await tagOf(performerId, period.id);
    // No route edits a period: another writer's change is made in the table.
    await app().knex('performer_unavailability').update({ reason: 'Resting' }).where({ id: period.id });

    const response = await remove(performerId, period.id, tag);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<PerformerUnavailabilityDto>;
    expect(body.message).toBe(STALE_WRITE_MESSAGES.changedSinceOpened);
    // The period as it is now, its version the answer's ETag (what a removal over it sends).
    expect(body.current).toEqual({ ...period, reason: 'Resting', version: response.headers.etag });
    expect(response.headers.etag).toBe(await tagOf(performerId, period.id));
    expect(await storedReason(period.id)).toBe('Resting');
  });

  it('when it was removed since the tag was read, then 412 with current null and who removed it', async () => {
    const performerId = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);
    const tag = await tagOf(performerId, period.id);
    const removal = write(
      'delete',
      API_PATHS.performerUnavailabilityPeriod(performerId, period.id),
      await as(OWNER),
    );
    expect((await removal).status).toBe(204);

    const response = await remove(performerId, period.id, tag);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<PerformerUnavailabilityDto>;
    expect(body).toMatchObject({ message: STALE_WRITE_MESSAGES.deletedSinceOpened, current: null });
    // The periods' audit rows are their performer's: the last of them is this removal.
    expect(body.changedBy).toMatchObject({ name: OWNER_NAME });
  });

  it('when there is no If-Match, then the removal goes ahead as before', async () => {
    const performerId = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);

    expect((await remove(performerId, period.id)).status).toBe(204);
    expect(await storedReason(period.id)).toBeUndefined();
  });

  it('when If-Match is not a strong tag, then 400 naming If-Match and the period stays', async () => {
    const performerId = await freshPerformer(app().knex);
    const period = await addPeriod(performerId);

    const response = await remove(performerId, period.id, 'not-a-tag');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }],
    });
    expect(await storedReason(period.id)).toBe('Touring');
  });
});

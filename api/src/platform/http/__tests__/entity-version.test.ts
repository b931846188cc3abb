import Koa from 'koa';
import request from 'supertest';
import { STALE_WRITE_MESSAGES } from '../../../contract';
import { StaleWriteError } from '../../errors';
import { createLogger } from '../../logger';
import type { AppState } from '../app-state';
import { answerEntity, entityTagOf, expectedVersionOf, isExpectedVersion } from '../entity-version';
import { errorHandler, type LastWriteLookup } from '../error.middleware';

const quiet = { write: (): void => undefined };
const stored = { name: 'Palm Cove', color: '#2e7d32', updatedAt: '2026-12-01T10:00:00.000Z' };

/** A tiny app whose one route answers what the request's If-Match says against `stored`'s tag. */
function appComparingWith(current: typeof stored | null, lastWriteOf?: LastWriteLookup): Koa<AppState> {
  const app = new Koa<AppState>();
  app.use(errorHandler(createLogger('silent', quiet), lastWriteOf));
  app.use(async (ctx) => {
    const expected = expectedVersionOf(ctx);
    const tag = current === null ? null : entityTagOf(current);
    if (!isExpectedVersion(expected, tag))
      throw new StaleWriteError(current, tag, { resource: 'department', resourceId: 7 });
    answerEntity(ctx, { saved: true }, entityTagOf({ ...stored, updatedAt: 'later' }));
  });
  return app;
}

describe('entity tags', () => {
  it('when the fields are equal, then the tag is equal, and any changed field moves it', () => {
    expect(entityTagOf({ ...stored })).toBe(entityTagOf(stored));
    expect(entityTagOf({ ...stored, color: '#000000' })).not.toBe(entityTagOf(stored));
    expect(entityTagOf(stored)).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });
});

describe('If-Match on a single-entity write', () => {
  const lastWriteOf: LastWriteLookup = async (resource, resourceId) =>
    resource === 'department' && resourceId === 7
      ? {
          changedBy: { userId: 3, name: 'sam', organization: 'Palm Cove' },
          changedAt: '2026-12-02T09:00:00.000Z',
        }
      : null;

  it('when no If-Match is sent, then the write goes ahead as before (older remotes and scripts)', async () => {
    const response = await request(appComparingWith(stored).callback()).patch('/x');
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(entityTagOf({ ...stored, updatedAt: 'later' }));
  });

  it('when If-Match names the current tag (or is *), then the write goes ahead', async () => {
    const app = appComparingWith(stored).callback();
    expect((await request(app).patch('/x').set('If-Match', entityTagOf(stored))).status).toBe(200);
    expect(
      (
        await request(app)
          .patch('/x')
          .set('If-Match', `"old", ${entityTagOf(stored)}`)
      ).status,
    ).toBe(200);
    expect((await request(app).patch('/x').set('If-Match', '*')).status).toBe(200);
  });

  it('when If-Match names an older tag, then 412 with the entity now, its tag, and who saved it when', async () => {
    const response = await request(appComparingWith(stored, lastWriteOf).callback())
      .patch('/x')
      .set('If-Match', entityTagOf({ ...stored, color: '#000000' }));
    expect(response.status).toBe(412);
    expect(response.headers.etag).toBe(entityTagOf(stored));
    expect(response.body).toEqual({
      message: STALE_WRITE_MESSAGES.changedSinceOpened,
      current: stored,
      changedBy: { userId: 3, name: 'sam', organization: 'Palm Cove' },
      changedAt: '2026-12-02T09:00:00.000Z',
    });
  });

  it('when the entity was deleted since, then 412 says so, with no current entity and no tag', async () => {
    const response = await request(appComparingWith(null).callback()).delete('/x').set('If-Match', '*');
    expect(response.status).toBe(412);
    expect(response.headers.etag).toBeUndefined();
    expect(response.body).toEqual({
      message: STALE_WRITE_MESSAGES.deletedSinceOpened,
      current: null,
      changedBy: null,
      changedAt: null,
    });
  });

  it.each(['W/"weak"', 'unquoted', '"a", b'])(
    'when If-Match is %s (not strong tags), then 400 naming If-Match',
    async (header) => {
      const response = await request(appComparingWith(stored).callback()).patch('/x').set('If-Match', header);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid },
      ]);
    },
  );
});

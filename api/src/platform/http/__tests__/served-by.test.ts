import Koa from 'koa';
import request from 'supertest';
import { startTestApp } from '../../../test-support/test-app';
import { NotFoundError } from '../../errors';
import { createLogger } from '../../logger';
import type { AppState } from '../app-state';
import { errorHandler } from '../error.middleware';
import { servedBy } from '../served-by.middleware';

/** The platform's order: errors first, then the replica's name, then a route that answers or fails. */
function appNamed(instanceId: string): Koa<AppState> {
  const app = new Koa<AppState>();
  app.use(errorHandler(createLogger('silent')));
  app.use(servedBy(instanceId));
  app.use(async (ctx) => {
    if (ctx.path === '/missing') throw new NotFoundError('Booking not found');
    ctx.body = { status: 'ok' };
  });
  return app;
}

describe('servedBy', () => {
  it('when INSTANCE_ID is set, then every answer, an error too, names the replica in X-Served-By', async () => {
    const app = appNamed('api-2').callback();

    const answered = await request(app).get('/healthz');
    const failed = await request(app).get('/missing');

    expect(answered.status).toBe(200);
    expect(answered.headers['x-served-by']).toBe('api-2');
    expect(failed.status).toBe(404);
    expect(failed.headers['x-served-by']).toBe('api-2');
  });

  it('when INSTANCE_ID is unset, then the portal sends no X-Served-By header', async () => {
    const app = await startTestApp();
    try {
      const response = await app.http().get('/healthz');

      expect(response.status).toBe(200);
      expect(response.headers).not.toHaveProperty('x-served-by');
    } finally {
      await app.close();
    }
  });
});

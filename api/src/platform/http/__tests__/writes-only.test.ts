import Koa from 'koa';
import request from 'supertest';
import type { AppState } from '../app-state';
import { writesOnly } from '../writes-only.middleware';

function appRecording(steps: string[]): Koa<AppState> {
  const app = new Koa<AppState>();
  app.use(
    writesOnly([
      (_ctx, next) => {
        steps.push('first');
        return next();
      },
      (_ctx, next) => {
        steps.push('second');
        return next();
      },
    ]),
  );
  app.use((ctx) => {
    steps.push('route');
    ctx.body = { ok: true };
  });
  return app;
}

describe('writesOnly', () => {
  it('when a state-changing request comes, then its middleware run in order before the rest of the chain', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const steps: string[] = [];

      const response = await request(appRecording(steps).callback())[method]('/api/anything');

      expect([method, response.status, steps]).toEqual([method, 200, ['first', 'second', 'route']]);
    }
  });

  it('when a read comes, then it skips them and goes straight on', async () => {
    for (const method of ['get', 'head', 'options'] as const) {
      const steps: string[] = [];

      await request(appRecording(steps).callback())[method]('/api/anything');

      expect([method, steps]).toEqual([method, ['route']]);
    }
  });
});

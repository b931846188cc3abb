import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import Koa from 'koa';
import request from 'supertest';
import type { AppState } from '../app-state';
import { combinedRoutes, dispatchKeyOf, GuardedRouter } from '../guarded-router';
import { helmetHeadersOf } from '../security-headers.middleware';

const allowEveryone = () => (_ctx: unknown, next: () => Promise<unknown>) => next();

function routerAnswering(name: string, paths: readonly string[]): GuardedRouter {
  const router = new GuardedRouter(allowEveryone);
  for (const path of paths)
    router.route({
      method: 'GET',
      path,
      policy: { access: 'public' },
      async handle(ctx) {
        ctx.body = { router: name, route: path, params: ctx.params };
      },
    });
  return router;
}

function appOf(routers: readonly GuardedRouter[]): Koa<AppState> {
  const app = new Koa<AppState>();
  app.use(combinedRoutes(routers));
  app.use((ctx) => {
    ctx.body = { router: 'none' };
  });
  return app;
}

describe('dispatchKeyOf', () => {
  it('when given API paths, probes and route templates, then it names their literal head in lower case', () => {
    expect(dispatchKeyOf('/api/bookings')).toBe('/api/bookings');
    expect(dispatchKeyOf('/api/bookings/12/duplicate')).toBe('/api/bookings');
    expect(dispatchKeyOf('/api/bookings/:id')).toBe('/api/bookings');
    expect(dispatchKeyOf('/API/Bookings/')).toBe('/api/bookings');
    expect(dispatchKeyOf('/healthz')).toBe('/healthz');
    expect(dispatchKeyOf('/healthz/')).toBe('/healthz');
    expect(dispatchKeyOf('/api')).toBe('/api/');
    expect(dispatchKeyOf('/')).toBe('/');
  });
});

describe('combinedRoutes', () => {
  const app = appOf([
    routerAnswering('health', ['/healthz']),
    routerAnswering('identity', ['/api/auth/session', '/api/users/:id']),
    routerAnswering('bookings', ['/api/bookings', '/api/bookings/:id']),
    routerAnswering('late', ['/api/users/me', '/api/bookings/:id']),
  ]).callback();

  it('when a path matches a route of any router, then that route answers with its parameters', async () => {
    const session = await request(app).get('/api/auth/session');
    const booking = await request(app).get('/api/bookings/42');
    const health = await request(app).get('/healthz');

    expect(session.body).toEqual({ router: 'identity', route: '/api/auth/session', params: {} });
    expect(booking.body).toEqual({ router: 'bookings', route: '/api/bookings/:id', params: { id: '42' } });
    expect(health.body).toEqual({ router: 'health', route: '/healthz', params: {} });
  });

  it('when two routers own the same route, then the first registered answers, as when mounted in order', async () => {
    const booking = await request(app).get('/api/bookings/7');
    const user = await request(app).get('/api/users/me');

    expect(booking.body.router).toBe('bookings');
    expect(user.body).toEqual({ router: 'identity', route: '/api/users/:id', params: { id: 'me' } });
  });

  it('when the path differs only in case or by a trailing slash, then it is matched as @koa/router matches it', async () => {
    const response = await request(app).get('/API/Bookings/');

    expect(response.body).toEqual({ router: 'bookings', route: '/api/bookings', params: {} });
  });

  it('when no route matches, then the request goes on down the chain', async () => {
    for (const path of ['/api/performers', '/api/bookings/1/2', '/', '/index.html']) {
      const response = await request(app).get(path);

      expect([path, response.body]).toEqual([path, { router: 'none' }]);
    }
  });

  it('when a route has a parameter in its head, then building the dispatcher fails at start-up', () => {
    expect(() => combinedRoutes([routerAnswering('bad', ['/api/:resource/list'])])).toThrow(
      "/api/:resource/list: a route's first segments must be literal to be dispatched",
    );
  });
});

describe('helmetHeadersOf', () => {
  it('when given helmet options, then it gives exactly the headers helmet itself sets on a response', () => {
    const options = { contentSecurityPolicy: { directives: { frameAncestors: ["'none'"] } } };
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(options)(new IncomingMessage(new Socket()), response, () => undefined);

    const precomputed = helmetHeadersOf(options);

    expect(Object.fromEntries(precomputed)).toEqual({ ...response.getHeaders() });
    expect(precomputed.length).toBeGreaterThan(5);
  });

  it('when helmet refuses the options, then the error is thrown at start-up', () => {
    expect(() =>
      helmetHeadersOf({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", 'unsafe-eval'] } } }),
    ).toThrow();
  });
});

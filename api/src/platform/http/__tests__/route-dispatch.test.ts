import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Router from '@koa/router';
import helmet from 'helmet';
import Koa from 'koa';
import request from 'supertest';
import type { AppState } from '../app-state';
import { combinedRoutes, dispatchKeyOf, GuardedRouter } from '../guarded-router';
import { matchedRouteOf } from '../matched-route';
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

describe('combinedRoutes: literal paths answered without per-request matching', () => {
  const routed = new GuardedRouter(allowEveryone);
  // In this order: a parameter route first, then a literal path it also matches.
  for (const [method, path] of [
    ['GET', '/api/things/:id'],
    ['POST', '/api/things/export'],
    ['GET', '/api/things'],
  ] as const)
    routed.route({
      method,
      path,
      policy: { access: 'public' },
      async handle(ctx) {
        ctx.body = { route: path, params: ctx.params, matched: matchedRouteOf(ctx) };
      },
    });
  const app = appOf([routed]).callback();
  let matching: jest.SpiedFunction<Router['match']>;

  beforeEach(() => {
    matching = jest.spyOn(Router.prototype, 'match');
  });

  afterEach(() => {
    matching.mockRestore();
  });

  it('when a literal route is the only one its exact path and method match, then it answers without @koa/router matching, with the route facts @koa/router sets', async () => {
    const list = await request(app).get('/api/things?page=2');
    const head = await request(app).head('/api/things');
    const write = await request(app).post('/api/things/export');

    expect(list.body).toEqual({ route: '/api/things', params: {}, matched: '/api/things' });
    expect(head.status).toBe(200);
    expect(write.body).toEqual({ route: '/api/things/export', params: {}, matched: '/api/things/export' });
    expect(matching).not.toHaveBeenCalled();
  });

  it('when an earlier parameter route also matches a literal path with that method, then @koa/router decides, as before', async () => {
    const read = await request(app).get('/api/things/export');

    expect(read.body).toEqual({
      route: '/api/things/:id',
      params: { id: 'export' },
      matched: '/api/things/:id',
    });
    expect(matching).toHaveBeenCalled();
  });

  it('when a literal path is spelled in another case or with a trailing slash, then @koa/router matches it', async () => {
    const response = await request(app).get('/API/Things/');

    expect(response.body).toEqual({ route: '/api/things', params: {}, matched: '/api/things' });
    expect(matching).toHaveBeenCalled();
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

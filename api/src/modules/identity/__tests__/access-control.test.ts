import http from 'node:http';
import Koa from 'koa';
import request from 'supertest';
import { AUTH_MESSAGES } from '../../../contract';
import { combinedRoutes, errorHandler, requestId, type AppState } from '../../../platform/http';
import { createLogger } from '../../../platform/logger';
import { createPortalMetrics } from '../../../platform/metrics';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { signIn } from '../../../test-support/sessions';
import { memberOrganizationColumn } from '../../org';
import { createTelemetryModule } from '../../telemetry';
import { createAccessControl } from '..';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;
let probe: http.Server;

/** A router as another module would build it: one route for owners and super admins only. */
function startProbe(): http.Server {
  const logger = createLogger('silent');
  const telemetry = createTelemetryModule({
    knex: app.knex,
    logger,
    metrics: createPortalMetrics({ processMetrics: false }),
    retentionDays: app.config.telemetryRetentionDays,
    auditRetentionDays: app.config.auditRetentionDays,
    visitorKeySecret: app.config.sessionSecret,
  });
  const access = createAccessControl({
    knex: app.knex,
    telemetry: telemetry.facade,
    memberOrganization: memberOrganizationColumn,
    foldKeySecret: app.config.sessionSecret,
  });
  const router = access.createRouter().route({
    method: 'GET',
    path: '/api/probe/writers',
    policy: { access: 'roles', roles: ['owner', 'super_admin'] },
    async handle(ctx, actor) {
      ctx.body = actor;
    },
  });
  const koa = new Koa<AppState>({ keys: [app.config.sessionSecret] });
  koa.use(errorHandler(logger));
  koa.use(requestId(logger));
  koa.use(combinedRoutes([router]));
  return http.createServer(koa.callback());
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  probe = startProbe();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
}, DATABASE_HOOK_TIMEOUT_MS);

describe('authorize({ access: "roles" })', () => {
  it('when an owner calls a writers-only route, then the handler gets the actor resolved from the session', async () => {
    const cookie = await signIn(app, 'owner@encore.test');

    const response = await request(probe).get('/api/probe/writers').set('Cookie', cookie);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      userId: expect.any(Number),
      email: 'owner@encore.test',
      role: 'owner',
      organizationId: 2,
      department: null,
    });
  });

  it('when an org admin calls it, then 403 and an authorization_denied event (medium) is written', async () => {
    const cookie = await signIn(app, 'manager@palmcove.test');

    const response = await request(probe)
      .get('/api/probe/writers')
      .set('Cookie', cookie)
      .set('x-is-admin', 'true');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    const events = await app
      .knex('security_events')
      .where({ eventType: 'authorization_denied', email: 'manager@palmcove.test' })
      .select('severity', 'details');
    expect(events).toHaveLength(1);
    expect(events[0].severity).toBe('medium');
    expect(JSON.parse(events[0].details)).toMatchObject({
      method: 'GET',
      path: '/api/probe/writers',
      role: 'org_admin',
    });
  });

  it('when nobody is signed in, then 401 before any handler runs', async () => {
    const response = await request(probe).get('/api/probe/writers').set('x-is-owner', 'true');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
  });
});

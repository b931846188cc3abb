import Koa from 'koa';
import type { AppConfig } from './platform/config';
import { createReadinessProbe, type Database } from './platform/db';
import {
  accessLog,
  createRemoteManifestSource,
  errorHandler,
  jsonBody,
  notFound,
  originCheck,
  registerHealthRoutes,
  requestId,
  requireJsonBody,
  securityHeaders,
  webAssets,
  type AppState,
  type RouteListing,
} from './platform/http';
import { isClientDisconnect, type Logger } from './platform/logger';
import { createBookingsModule } from './modules/bookings';
import { createAccessControl, createIdentityModule, departmentMembership } from './modules/identity';
import { createOrgModule } from './modules/org';
import { createTelemetryModule } from './modules/telemetry';

export interface AppDeps {
  config: Readonly<AppConfig>;
  logger: Logger;
  database: Database;
}

export interface PortalApp {
  app: Koa<AppState>;
  /** Every registered API route with its access policy (for audits and the route x role matrix). */
  routes: readonly RouteListing[];
}

/**
 * The whole HTTP application: platform middleware in a fixed order, then the modules' routers,
 * then the built front end.
 */
export function createApp({ config, logger, database }: AppDeps): PortalApp {
  const { knex } = database;
  const app = new Koa<AppState>({ proxy: config.trustProxy, keys: [config.sessionSecret] });
  app.on('error', (error: unknown) => {
    if (isClientDisconnect(error)) logger.debug({ err: error }, 'client disconnected');
    else logger.error({ err: error }, 'unhandled application error');
  });

  const telemetry = createTelemetryModule({ knex, logger });
  const access = createAccessControl({ knex, telemetry: telemetry.facade });
  const bookings = createBookingsModule({ knex });
  const org = createOrgModule({
    knex,
    access,
    telemetry: telemetry.facade,
    bookings: bookings.facade,
    departmentMembers: departmentMembership,
  });
  const identity = createIdentityModule({
    knex,
    logger,
    sessionTtlHours: config.sessionTtlHours,
    telemetry: telemetry.facade,
    organizations: org.facade,
    access,
  });
  const health = registerHealthRoutes(access.createRouter(), createReadinessProbe(knex));
  const routers = [health, identity.router, org.router];

  app.use(errorHandler(logger));
  app.use(requestId(logger));
  app.use(accessLog());
  app.use(securityHeaders());
  app.use(originCheck({ publicOrigin: config.publicOrigin, allowedOrigins: config.allowedOrigins }));
  app.use(requireJsonBody());
  app.use(jsonBody());
  app.use(notFound());
  for (const router of routers) app.use(router.routes());
  const manifest = createRemoteManifestSource(config.remotesManifestPath, logger);
  for (const middleware of webAssets({ webRoot: config.webRoot, manifest })) app.use(middleware);

  return { app, routes: routers.flatMap((router) => router.listRoutes()) };
}

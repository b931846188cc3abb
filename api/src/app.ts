import Koa from 'koa';
import { API_PATHS } from './contract';
import type { AppConfig } from './platform/config';
import { createReadinessProbe, type Database } from './platform/db';
import {
  accessLog,
  API_PATH_PREFIX,
  clientAddress,
  combinedRoutes,
  compressedApiAnswers,
  createRemoteManifestSource,
  createServingState,
  EMBED_FRAME_PATH,
  errorHandler,
  HEALTH_PATHS,
  jsonBody,
  originCheck,
  publicApiCors,
  registerHealthRoutes,
  requestId,
  requireJsonBody,
  securityHeaders,
  servedBy,
  webAssets,
  writesOnly,
  type AppState,
  type RouteListing,
} from './platform/http';
import { isClientDisconnect, type Logger } from './platform/logger';
import {
  createPortalMetrics,
  createHttpTelemetry,
  instrumentDatabaseQueries,
  type PortalMetrics,
} from './platform/metrics';
import { createAvailabilityModule } from './modules/availability';
import { createBookingsModule } from './modules/bookings';
import { createChangeCountersModule } from './modules/change-counters';
import { createChangeSetsModule } from './modules/change-sets';
import { createChangeStreamModule } from './modules/change-stream';
import { createMailModule, type MailDelivery } from './modules/mail';
import {
  createAccessControl,
  createIdentityModule,
  departmentMembership,
  type IdentityJobs,
} from './modules/identity';
import { createOpenApiModule } from './modules/openapi';
import { createOrgModule, memberOrganizationColumn } from './modules/org';
import { createPerformerScheduleModule, type PerformerDigestJob } from './modules/performer-schedule';
import { createTelemetryModule, type TelemetryJobs } from './modules/telemetry';

export interface AppDeps {
  config: Readonly<AppConfig>;
  logger: Logger;
  database: Database;
  /** The process's Prometheus registry (main.ts serves it on the metrics port); a new one if absent. */
  metrics?: PortalMetrics;
}

export interface PortalApp {
  app: Koa<AppState>;
  /** Every registered API route with its access policy (for audits and the route x role matrix). */
  routes: readonly RouteListing[];
  metrics: PortalMetrics;
  /** Telemetry's timers (system snapshots, retention): main.ts starts them, tests run them by hand. */
  telemetryJobs: TelemetryJobs;
  /**
   * Identity's housekeeping timer (expired sessions, old login attempts, ended rate-limit windows)
   * and the work its answers leave behind (a link request's lookup and mail): tests await settled().
   */
  identityJobs: IdentityJobs;
  /** Queues the performers' booking digests that are due: main.ts runs it on a timer, tests by hand. */
  performerDigests: PerformerDigestJob;
  /**
   * The sender of queued mail: main.ts starts it (MAIL_WORKER); tests leave it stopped and drain the
   * outbox by hand with deliverDue().
   */
  mail: MailDelivery;
  /** Ends the open change streams (a draining process: graceful-shutdown.ts). */
  closeStreams(): void;
  /** From now on /readyz answers 503: the process is shutting down (graceful-shutdown.ts). */
  markNotReady(): void;
  /** Stops the modules' timers and writes telemetry's queued rows; call before closing the database. */
  close(): Promise<void>;
}

/**
 * The whole HTTP application: platform middleware in a fixed order, then the modules' routers,
 * then the built front end.
 */
export function createApp({ config, logger, database, metrics = createPortalMetrics() }: AppDeps): PortalApp {
  const { knex } = database;
  instrumentDatabaseQueries(knex, metrics);
  // Behind a proxy only its own hop (the right-most) says who the client is: clientAddress() sets ctx.ip.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1, keys: [config.sessionSecret] });
  app.on('error', (error: unknown) => {
    if (isClientDisconnect(error)) logger.debug({ err: error }, 'client disconnected');
    else logger.error({ err: error }, 'unhandled application error');
  });

  const mail = createMailModule({ knex, logger, metrics, config });
  const telemetry = createTelemetryModule({
    knex,
    logger,
    metrics,
    retentionDays: config.telemetryRetentionDays,
    auditRetentionDays: config.auditRetentionDays,
    visitorKeySecret: config.sessionSecret,
  });
  const access = createAccessControl({
    knex,
    telemetry: telemetry.facade,
    memberOrganization: memberOrganizationColumn,
    foldKeySecret: config.sessionSecret,
  });
  const changes = createChangeCountersModule({ knex });
  const availability = createAvailabilityModule({ knex, telemetry: telemetry.facade });
  // Performers' schedule sits above bookings, but bookings' writes record its notices: its port
  // implementation exists before bookings, its routes once bookings' and org's facades do.
  const performerSchedule = createPerformerScheduleModule({ knex, telemetry: telemetry.facade });
  // Change sets sit above bookings, but bookings' writes record themselves as change sets: its
  // recorder exists before bookings, its routes once bookings' writes do.
  const changeSets = createChangeSetsModule({ knex });
  const bookings = createBookingsModule({
    knex,
    telemetry: telemetry.facade,
    notices: performerSchedule.notices,
    recorder: changeSets.recorder,
  });
  const org = createOrgModule({
    knex,
    access,
    telemetry: telemetry.facade,
    bookings: bookings.facade,
    departmentMembers: departmentMembership,
    changes: changes.facade,
  });
  const identity = createIdentityModule({
    knex,
    logger,
    sessionTtlHours: config.sessionTtlHours,
    publicOrigin: config.publicOrigin,
    telemetry: telemetry.facade,
    organizations: org.facade,
    memberOrganization: memberOrganizationColumn,
    access,
    changes: changes.facade,
    metrics,
    foldKeySecret: config.sessionSecret,
  });
  const bookingsRouting = bookings.createRouter({
    access,
    organizations: org.facade,
    publicSchedule: {
      organizationSlug: config.publicOrganizationSlug,
      origin: config.publicOrigin,
      readsPerMinute: config.publicScheduleRateLimit,
    },
    changes: changes.facade,
    availability: availability.facade,
  });
  const performerScheduleRouting = performerSchedule.createRouter({
    access,
    bookings: bookings.facade,
    organizations: org.facade,
    availability: availability.facade,
    origin: config.publicOrigin,
    publicReadsPerMinute: config.publicScheduleRateLimit,
    digestQuietMinutes: config.performerDigestQuietMinutes,
    mailFrom: config.mailFrom,
  });
  const changeStream = createChangeStreamModule({
    knex,
    notifications: database.notifications,
    access,
    bookings: bookings.facade,
    users: identity.facade,
    logger,
    metrics,
    mostStreams: config.changeStreamsPerProcess,
  });
  const serving = createServingState();
  const health = registerHealthRoutes(
    access.createRouter(),
    createReadinessProbe(knex, { requireMigrated: config.migrateOnStart }),
    serving,
  );
  metrics.countActiveSessionsWith(identity.facade.countActiveSessions);
  const routers = [
    health,
    identity.router,
    org.router,
    bookingsRouting.router,
    changeSets.createRouter({
      access,
      organizations: org.facade,
      availability: availability.facade,
      notices: performerSchedule.notices,
      writes: bookingsRouting.changeSetWrites,
    }),
    performerScheduleRouting.router,
    availability.createRouter({ access, organizations: org.facade, bookings: bookings.facade }),
    telemetry.createRouter(access, { mail: mail.facade, organizations: org.facade }),
    changeStream.router,
    // The document lists every router's routes, its own included: they are read on its first call.
    createOpenApiModule({ access, registeredRoutes: (): readonly RouteListing[] => routes }).router,
  ];
  const routes = routers.flatMap((router) => router.listRoutes());

  // A stale write's 412 names who saved the entity last: the audit trail's row and its user.
  app.use(errorHandler(logger, (resource, resourceId) => identity.facade.lastWriteOf(resource, resourceId)));
  app.use(requestId(logger));
  app.use(clientAddress(config.trustProxy));
  if (config.instanceId !== null) app.use(servedBy(config.instanceId));
  // TELEMETRY_HTTP=off leaves the HTTP metrics and performance logs out entirely (the benchmark's baseline).
  app.use(
    accessLog({
      logger,
      observer: config.telemetryHttp
        ? createHttpTelemetry(metrics, { onCompleted: telemetry.recordRequest })
        : undefined,
    }),
  );
  app.use(
    securityHeaders({
      framePage: { path: EMBED_FRAME_PATH, allowedAncestors: config.embedAllowedOrigins },
      remoteOrigins: config.remoteOrigins,
      apiPaths: [API_PATH_PREFIX, HEALTH_PATHS.live, HEALTH_PATHS.ready],
    }),
  );
  app.use(publicApiCors());
  app.use(compressedApiAnswers([API_PATH_PREFIX]));
  app.use(
    writesOnly([
      originCheck({
        publicOrigin: config.publicOrigin,
        allowedOrigins: config.allowedOrigins,
        // The embed on a resort's own site reports its page views from that site's origin. The route
        // never reads the session (public policy, no actor) and the embed sends no cookie, so a
        // forged request could only add a visit, which anyone may do from anywhere anyway.
        openWrites: [{ method: 'POST', path: API_PATHS.publicVisits }],
        // A refused request's row: under the ceiling on what strangers write a minute.
        onRefused: (refusal) =>
          void telemetry.facade.recordStrangerTrail({
            event: {
              eventType: 'origin_refused',
              severity: refusal.withSession ? 'high' : 'medium',
              ipAddress: refusal.ip,
              userAgent: refusal.userAgent,
              details: { origin: refusal.claimed, method: refusal.method, path: refusal.path },
            },
          }),
      }),
      requireJsonBody(),
      jsonBody(),
    ]),
  );
  app.use(combinedRoutes(routers));
  const manifest = createRemoteManifestSource(config.remotesManifestPath, logger);
  for (const middleware of webAssets({ webRoot: config.webRoot, manifest })) app.use(middleware);

  return {
    app,
    routes,
    metrics,
    telemetryJobs: telemetry.jobs,
    identityJobs: identity.jobs,
    performerDigests: performerScheduleRouting.performerDigests,
    mail: mail.delivery,
    closeStreams: changeStream.closeStreams,
    markNotReady: serving.markStopping,
    close: async () => {
      await changeStream.close();
      identity.jobs.stop();
      await identity.jobs.settled();
      await mail.close();
      await telemetry.close();
    },
  };
}

import { API_PATHS } from '../../contract';
import { parseInput, type GuardedRouter, idParam } from '../../platform/http';
import type { AccessControl } from '../identity';
import type { ActivityLogService } from './activity-log.service';
import type { DashboardService } from './dashboard.service';
import type { SiteVisitService } from './site-visit.service';
import {
  auditLogQuerySchema,
  dashboardRangeQuerySchema,
  securityEventQuerySchema,
  siteVisitSchema,
  siteVisitsQuerySchema,
} from './telemetry.schema';

/** The System Dashboard is the owner's alone (SPEC.md section 2), decided from the session. */
const OWNER_ONLY = { access: 'roles', roles: ['owner'] } as const;
/** A page view per visitor and page load is plenty; more from one address is noise or abuse. */
const SITE_VISIT_LIMIT = { name: 'site-visits', points: 60, windowSeconds: 60 };

export interface TelemetryRoutesDeps {
  access: AccessControl;
  dashboard: DashboardService;
  activity: ActivityLogService;
  siteVisits: SiteVisitService;
}

export function createTelemetryRouter(deps: TelemetryRoutesDeps): GuardedRouter {
  const { dashboard, activity, siteVisits } = deps;
  return deps.access
    .createRouter()
    .route({
      method: 'GET',
      path: API_PATHS.adminMetrics,
      policy: OWNER_ONLY,
      async handle(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await dashboard.metrics();
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.adminHealth,
      policy: OWNER_ONLY,
      async handle(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await dashboard.health();
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.adminDashboardMetrics,
      policy: OWNER_ONLY,
      async handle(ctx) {
        const { days } = await parseInput(dashboardRangeQuerySchema, ctx.query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await dashboard.dashboardMetrics(days);
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.adminHistoricalTrends,
      policy: OWNER_ONLY,
      async handle(ctx) {
        const { days } = await parseInput(dashboardRangeQuerySchema, ctx.query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await dashboard.historicalTrends(days);
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.adminAuditLogs,
      policy: OWNER_ONLY,
      async handle(ctx) {
        const filter = await parseInput(auditLogQuerySchema, ctx.query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await activity.listAuditLogs(filter);
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.adminSecurityEvents,
      policy: OWNER_ONLY,
      async handle(ctx) {
        const filter = await parseInput(securityEventQuerySchema, ctx.query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await activity.listSecurityEvents(filter);
      },
    })
    .route({
      method: 'POST',
      path: '/api/admin/persistent-security-events/:id/resolve',
      policy: OWNER_ONLY,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        ctx.body = await activity.resolveSecurityEvent(
          { actor, ipAddress: ctx.ip, userAgent: ctx.get('User-Agent') || null },
          id,
        );
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.adminSiteVisits,
      policy: OWNER_ONLY,
      async handle(ctx) {
        const { days, page } = await parseInput(siteVisitsQuerySchema, ctx.query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await siteVisits.summarize(days, page);
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.publicVisits,
      policy: { access: 'public' },
      before: [deps.access.rateLimit(SITE_VISIT_LIMIT)],
      async handle(ctx) {
        const visit = await parseInput(siteVisitSchema, ctx.request.body);
        await siteVisits.record(visit, { ipAddress: ctx.ip, userAgent: ctx.get('User-Agent') || null });
        ctx.status = 204;
      },
    });
}

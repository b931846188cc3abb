import { API_PATHS } from '../../contract';
import { idParam, parseInput, writeContextOf, type GuardedRouter } from '../../platform/http';
import type { AccessControl } from '../../platform/http';
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

/** The System Dashboard is the owner's alone (docs/PRODUCT.md section 2), decided from the session. */
const OWNER_ONLY = { access: 'roles', roles: ['owner'] } as const;
/** A page view per visitor and page load is plenty; more from one address is noise or abuse. */
const SITE_VISIT_LIMIT = { name: 'site-visits', points: 60, windowSeconds: 60 };

export interface TelemetryRoutesDeps {
  access: AccessControl;
  dashboard: DashboardService;
  activity: ActivityLogService;
  siteVisits: SiteVisitService;
}

/** An owner-only dashboard read, never cached: its figures move with every request. */
function ownerRead(router: GuardedRouter, path: string, read: (query: unknown) => Promise<unknown>): void {
  router.route({
    method: 'GET',
    path,
    policy: OWNER_ONLY,
    async handle(ctx) {
      const body = await read(ctx.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },
  });
}

export function createTelemetryRouter(deps: TelemetryRoutesDeps): GuardedRouter {
  const { dashboard, activity, siteVisits } = deps;
  const router = deps.access.createRouter();
  ownerRead(router, API_PATHS.adminMetrics, () => dashboard.metrics());
  ownerRead(router, API_PATHS.adminHealth, () => dashboard.health());
  ownerRead(router, API_PATHS.adminDashboardMetrics, async (query) => {
    const { days } = await parseInput(dashboardRangeQuerySchema, query);
    return dashboard.dashboardMetrics(days);
  });
  ownerRead(router, API_PATHS.adminHistoricalTrends, async (query) => {
    const { days } = await parseInput(dashboardRangeQuerySchema, query);
    return dashboard.historicalTrends(days);
  });
  ownerRead(router, API_PATHS.adminAuditLogs, async (query) =>
    activity.listAuditLogs(await parseInput(auditLogQuerySchema, query)),
  );
  ownerRead(router, API_PATHS.adminSecurityEvents, async (query) =>
    activity.listSecurityEvents(await parseInput(securityEventQuerySchema, query)),
  );
  router.route({
    method: 'POST',
    path: '/api/admin/persistent-security-events/:id/resolve',
    policy: OWNER_ONLY,
    async handle(ctx, actor) {
      ctx.body = await activity.resolveSecurityEvent(writeContextOf(ctx, actor), idParam(ctx.params.id));
    },
  });
  ownerRead(router, API_PATHS.adminMailDelivery, () => dashboard.mailDelivery());
  ownerRead(router, API_PATHS.adminSiteVisits, async (query) => {
    const { days, page } = await parseInput(siteVisitsQuerySchema, query);
    return siteVisits.summarize(days, page);
  });
  return router.route({
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

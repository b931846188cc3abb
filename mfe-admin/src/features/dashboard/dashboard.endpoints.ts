import { ACTIVITY_TAG, baseApi } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  CHANGE_KINDS,
  PUBLIC_SCHEDULE_PAGE,
  SECURITY_EVENTS_FETCH_LIMIT,
  SITE_VISITS_WINDOW_DAYS,
  type AdminMetricsDto,
  type AuditLogDto,
  type ChangeSetDto,
  type DashboardMetricsDto,
  type HistoricalTrendsDto,
  type MailDeliveryDto,
  type SecurityEventDto,
  type SiteVisitsDto,
  type SystemHealthDto,
} from '@booking-portal/api/contract';

/** Every dashboard read provides it: Refresh and resolving an event invalidate it. */
export const DASHBOARD_TAG = 'Dashboard';

/**
 * docs/PRODUCT.md section 7: dashboard reads carry an owner flag header. The server ignores it and decides
 * from the session alone (docs/ARCHITECTURE.md section 4).
 */
const OWNER_FLAG_HEADERS = { 'x-is-owner': 'true' } as const;

export interface AuditLogQuery {
  limit: number;
  offset?: number;
  /** An action of the filter list; 'all' or absent lists every action. */
  action?: string;
  search?: string;
  /** Entries older than this entry id (the last of the page before). */
  before?: number;
}

function auditLogUrl({ limit, offset, action, search, before }: AuditLogQuery): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (offset !== undefined) params.set('offset', String(offset));
  if (before !== undefined) params.set('before', String(before));
  if (action !== undefined) params.set('action', action);
  if (search !== undefined && search !== '') params.set('search', search);
  return `${API_PATHS.adminAuditLogs}?${params.toString()}`;
}

/**
 * The activity log and its totals list every write to the portal's data: a colleague's change of any
 * kind (the change stream) refetches them.
 */
const EVERY_KIND_OF_WRITE = [
  { type: DASHBOARD_TAG } as const,
  ...CHANGE_KINDS.map((kind) => ({ type: ACTIVITY_TAG, id: kind }) as const),
];

function ownerRead(url: string) {
  return { url, headers: OWNER_FLAG_HEADERS, noCache: true };
}

export const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: [DASHBOARD_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminMetrics: build.query<AdminMetricsDto, void>({
      query: () => ownerRead(API_PATHS.adminMetrics),
      providesTags: [DASHBOARD_TAG],
    }),
    getAdminHealth: build.query<SystemHealthDto, void>({
      query: () => ownerRead(API_PATHS.adminHealth),
      providesTags: [DASHBOARD_TAG],
    }),
    getDashboardMetrics: build.query<DashboardMetricsDto, number>({
      query: (days) => ownerRead(`${API_PATHS.adminDashboardMetrics}?days=${days}`),
      providesTags: [DASHBOARD_TAG],
    }),
    getHistoricalTrends: build.query<HistoricalTrendsDto, number>({
      query: (days) => ownerRead(`${API_PATHS.adminHistoricalTrends}?days=${days}`),
      providesTags: EVERY_KIND_OF_WRITE,
    }),
    listAuditLogs: build.query<AuditLogDto[], AuditLogQuery>({
      query: (query) => ownerRead(auditLogUrl(query)),
      providesTags: EVERY_KIND_OF_WRITE,
    }),
    listSecurityEvents: build.query<SecurityEventDto[], void>({
      query: () =>
        ownerRead(`${API_PATHS.adminSecurityEvents}?resolved=false&limit=${SECURITY_EVENTS_FETCH_LIMIT}`),
      providesTags: [DASHBOARD_TAG],
    }),
    getSiteVisits: build.query<SiteVisitsDto, void>({
      query: () =>
        ownerRead(
          `${API_PATHS.adminSiteVisits}?days=${SITE_VISITS_WINDOW_DAYS}&page=${PUBLIC_SCHEDULE_PAGE}`,
        ),
      providesTags: [DASHBOARD_TAG],
    }),
    getMailDelivery: build.query<MailDeliveryDto, void>({
      query: () => ownerRead(API_PATHS.adminMailDelivery),
      providesTags: [DASHBOARD_TAG],
    }),
    /** One change set of the activity log with its items (the old and new values of each booking). */
    getAuditedChangeSet: build.query<ChangeSetDto, number>({
      query: (id) => API_PATHS.changeSet(id),
      providesTags: [DASHBOARD_TAG],
    }),
    resolveSecurityEvent: build.mutation<SecurityEventDto, number>({
      query: (id) => ({
        url: API_PATHS.adminSecurityEventResolve(id),
        method: 'POST',
        headers: OWNER_FLAG_HEADERS,
      }),
      invalidatesTags: [DASHBOARD_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetAdminMetricsQuery,
  useGetAdminHealthQuery,
  useGetDashboardMetricsQuery,
  useGetHistoricalTrendsQuery,
  useListAuditLogsQuery,
  useListSecurityEventsQuery,
  useGetSiteVisitsQuery,
  useGetMailDeliveryQuery,
  useGetAuditedChangeSetQuery,
  useResolveSecurityEventMutation,
} = dashboardApi;

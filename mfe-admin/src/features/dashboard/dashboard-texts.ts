import type { DashboardRangeDays } from '@booking-portal/api/contract';

/** The time-range select of docs/PRODUCT.md section 2 (System Dashboard). */
export const RANGE_OPTIONS: readonly { days: DashboardRangeDays; label: string }[] = [
  { days: 1, label: 'Last 24 hours' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
];

/** docs/PRODUCT.md section 8: 'Failed to fetch metrics' and similar for the other dashboard reads. */
export const FETCH_FAILURES = {
  metrics: 'Failed to fetch metrics',
  health: 'Failed to fetch system health',
  dashboardMetrics: 'Failed to fetch dashboard metrics',
  historicalTrends: 'Failed to fetch historical trends',
  auditLogs: 'Failed to fetch audit logs',
  securityEvents: 'Failed to fetch security events',
  siteVisits: 'Failed to fetch site visits',
} as const;

export const NO_ISSUES = 'No issues detected';
/**
 * The error rates count server errors (5xx) only, and say so: a 401 or 404 is a client's answer, not
 * a failure of the portal. Client errors are counted on the Requests card.
 */
export const ERROR_RATE_LABEL = 'Error Rate (server errors only)';
export const NO_ACTIVITY = 'No activity found';
export const NO_SECURITY_EVENTS = 'No unresolved security events';
export const SEARCH_PLACEHOLDER = 'Search by email, action, or details...';

/** 'Page N • Showing M entries' under the Complete Activity Log. */
export function pageSummary(page: number, shown: number): string {
  return `Page ${page} • Showing ${shown} entries`;
}

/** The activity log's expanded change set: what shows while its items load, fail or are empty. */
export const CHANGE_SET_TEXTS = {
  show: 'Show changes',
  hide: 'Hide changes',
  loadFailed: 'Failed to fetch the changes',
  retry: 'Try again',
  noItems: 'No bookings were changed',
  created: 'Created',
  deleted: 'Deleted',
  undone: 'This change was undone later.',
} as const;

import * as yup from 'yup';
import {
  DEFAULT_DASHBOARD_RANGE_DAYS,
  MAX_DASHBOARD_DAYS,
  MAX_LOG_PAGE_LIMIT,
  RECENT_AUDIT_FETCH_LIMIT,
  SECURITY_EVENTS_FETCH_LIMIT,
  SITE_VISITS_WINDOW_DAYS,
} from '../../contract';

const days = (fallback: number) =>
  yup
    .number()
    .typeError(`days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}`)
    .integer(`days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}`)
    .min(1, `days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}`)
    .max(MAX_DASHBOARD_DAYS, `days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}`)
    .default(fallback);

const limit = (fallback: number) =>
  yup
    .number()
    .typeError(`limit must be a whole number from 1 to ${MAX_LOG_PAGE_LIMIT}`)
    .integer(`limit must be a whole number from 1 to ${MAX_LOG_PAGE_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_LOG_PAGE_LIMIT}`)
    .max(MAX_LOG_PAGE_LIMIT, `limit must be a whole number from 1 to ${MAX_LOG_PAGE_LIMIT}`)
    .default(fallback);

/** ?days= of dashboard-metrics and historical-trends. */
export const dashboardRangeQuerySchema = yup.object({ days: days(DEFAULT_DASHBOARD_RANGE_DAYS) });

/** ?limit=&offset=&action=&search= of audit-logs; action 'all' (or empty) means every action. */
export const auditLogQuerySchema = yup.object({
  limit: limit(RECENT_AUDIT_FETCH_LIMIT),
  offset: yup
    .number()
    .typeError('offset must be a whole number')
    .integer('offset must be a whole number')
    .min(0, 'offset must be a whole number')
    .default(0),
  action: yup
    .string()
    .trim()
    .max(100, 'action must be at most 100 characters')
    .transform((value: string) => (value === 'all' || value === '' ? undefined : value))
    .optional(),
  search: yup
    .string()
    .trim()
    .max(200, 'search must be at most 200 characters')
    .transform((value: string) => (value === '' ? undefined : value))
    .optional(),
  before: yup
    .number()
    .typeError('before must be the id of an activity log entry')
    .integer('before must be the id of an activity log entry')
    .min(1, 'before must be the id of an activity log entry')
    .optional(),
});

/** ?resolved=&limit= of persistent-security-events. */
export const securityEventQuerySchema = yup.object({
  resolved: yup.boolean().typeError('resolved must be true or false').optional(),
  limit: limit(SECURITY_EVENTS_FETCH_LIMIT),
});

const pagePath = yup
  .string()
  .trim()
  .max(200, 'page must be at most 200 characters')
  .matches(/^\/[A-Za-z0-9/_-]*$/, 'page must be a path such as /public');

/** ?days=&page= of site-visits. */
export const siteVisitsQuerySchema = yup.object({
  days: days(SITE_VISITS_WINDOW_DAYS),
  page: pagePath.optional(),
});

/** Body of POST /api/public/visits. */
export const siteVisitSchema = yup.object({
  page: pagePath.required('page is required'),
  referrer: yup.string().trim().max(2000, 'referrer must be at most 2000 characters').nullable().optional(),
  sessionId: yup
    .string()
    .trim()
    .matches(/^[A-Za-z0-9_-]{1,64}$/, 'sessionId must be 1 to 64 letters, digits, - or _')
    .nullable()
    .optional(),
});

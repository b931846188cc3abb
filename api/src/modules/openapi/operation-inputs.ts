import {
  DASHBOARD_RANGE_DAYS,
  MAX_DASHBOARD_DAYS,
  MAX_LOG_PAGE_LIMIT,
  PUBLIC_SCHEDULE_MAX_RANGE_DAYS,
} from '../../contract';
import type { JsonSchema } from './json-schema';

/**
 * Inputs whose yup schemas a module keeps to itself (the owner's dashboard reads, the account
 * lookups, a page view): spelled here for the document, as the modules' schemas accept them.
 */

const calendarDate: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const days: JsonSchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_DASHBOARD_DAYS,
  description: `Days back from now; the dashboard offers ${DASHBOARD_RANGE_DAYS.join(', ')}.`,
};
const limit: JsonSchema = { type: 'integer', minimum: 1, maximum: MAX_LOG_PAGE_LIMIT };
const pagePath: JsonSchema = { type: 'string', maxLength: 200, pattern: '^/[A-Za-z0-9/_-]*$' };

const queryOf = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
});

export const OPERATION_INPUTS = {
  publicBookingsQuery: queryOf({ from: calendarDate, to: calendarDate }),
  publicScheduleNote: `Both bounds optional: at most ${PUBLIC_SCHEDULE_MAX_RANGE_DAYS} days, from the current month's grid by default.`,
  userPermissionsQuery: queryOf({ email: { type: 'string', format: 'email' } }, ['email']),
  /** ?organizationId= of the user lookup, the users and the performers. */
  organizationQuery: queryOf({ organizationId: { type: 'integer', minimum: 1 } }),
  dashboardRangeQuery: queryOf({ days }),
  auditLogQuery: queryOf({
    limit,
    offset: { type: 'integer', minimum: 0 },
    action: { type: 'string', maxLength: 100, description: "An audit action; 'all' or empty: every action." },
    search: { type: 'string', maxLength: 200 },
    before: { type: 'integer', minimum: 1, description: 'Only entries older than this id.' },
  }),
  securityEventQuery: queryOf({ resolved: { type: 'boolean' }, limit }),
  siteVisitsQuery: queryOf({ days, page: pagePath }),
  changeStreamQuery: queryOf({ lastEventId: { type: 'string', maxLength: 40 } }),
  siteVisitBody: {
    type: 'object',
    properties: {
      page: pagePath,
      referrer: { type: ['string', 'null'], maxLength: 2000 },
      sessionId: { type: ['string', 'null'], pattern: '^[A-Za-z0-9_-]{1,64}$' },
    },
    required: ['page'],
  },
  presenceBody: {
    type: 'object',
    properties: { bookingId: { type: 'integer', minimum: 1 } },
    required: ['bookingId'],
  },
} as const;

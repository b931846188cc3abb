/** Paths of the API (SPEC.md section 7, DESIGN.md section 4). */
export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  register: '/api/auth/register',
  organizations: '/api/organizations',
  userPermissions: '/api/user-permissions',
  /** With an organization, the lookup answers for that organization only (another's e-mail is 404). */
  userByEmail: (email: string, organizationId?: number) =>
    `/api/user-by-email/${encodeURIComponent(email)}${organizationId === undefined ? '' : `?organizationId=${organizationId}`}`,
  remotesManifest: '/remotes.json',
  users: '/api/users',
  user: (id: number) => `/api/users/${id}`,
  adminUsers: '/api/admin/users',
  adminPermissions: '/api/admin/permissions',
  adminPermission: (id: number) => `/api/admin/permissions/${id}`,
  organizationDepartments: (organizationId: number) => `/api/organizations/${organizationId}/departments`,
  organizationTimeZone: (organizationId: number) => `/api/organizations/${organizationId}/time-zone`,
  departments: '/api/departments',
  department: (id: number) => `/api/departments/${id}`,
  performers: '/api/performers',
  performer: (id: number) => `/api/performers/${id}`,
  bookings: '/api/bookings',
  booking: (id: number) => `/api/bookings/${id}`,
  bookingDuplicate: (id: number) => `/api/bookings/${id}/duplicate`,
  bookingsCsv: '/api/bookings.csv',
  bookingPolicy: (organizationId: number) => `/api/booking-policies/${organizationId}`,
  adminMetrics: '/api/admin/metrics',
  adminHealth: '/api/admin/health',
  adminDashboardMetrics: '/api/admin/dashboard-metrics',
  adminHistoricalTrends: '/api/admin/historical-trends',
  adminAuditLogs: '/api/admin/audit-logs',
  adminSecurityEvents: '/api/admin/persistent-security-events',
  adminSecurityEventResolve: (id: number) => `/api/admin/persistent-security-events/${id}/resolve`,
  adminSiteVisits: '/api/admin/site-visits',
  publicVisits: '/api/public/visits',
  publicBookings: '/api/public/bookings',
  /** The public organization's name and IANA time zone: 'Today' and 'already ended' are the venue's. */
  publicVenue: '/api/public/venue',
  /** iCalendar feed of one department (venue) of the public organization: confirmed bookings only. */
  publicDepartmentFeed: (departmentId: number) => `/api/public/feeds/departments/${departmentId}.ics`,
  /** A performer's private iCalendar feed, behind its unguessable token. */
  performerFeed: (token: string) => `/api/feeds/performers/${encodeURIComponent(token)}.ics`,
  /** Owner: whether the performer has a private feed address (GET); a new one, killing any old one (POST). */
  performerFeedLink: (performerId: number) => `/api/performers/${performerId}/feed`,
  performerFeedReset: (performerId: number) => `/api/performers/${performerId}/feed/reset`,
} as const;

const LOGIN = '/api/auth/login';
const LOGOUT = '/api/auth/logout';
const SESSION = '/api/auth/session';
const REGISTER = '/api/auth/register';
const ORGANIZATIONS = '/api/organizations';
/** With an organization, the lookup answers for that organization only (another's e-mail is 404). */
const userByEmail = (email: string, organizationId?: number) =>
  `/api/user-by-email/${encodeURIComponent(email)}${organizationId === undefined ? '' : `?organizationId=${organizationId}`}`;
/** Account links: the token travels in the body, never in a path or query. */
const ACCOUNT_LINK = '/api/auth/account-link';
const INVITATION_ACCEPT = '/api/auth/invitation/accept';
const REGISTER_CONFIRM = '/api/auth/register/confirm';
const PASSWORD_RESET_REQUEST = '/api/auth/password-reset/request';
const PASSWORD_RESET_COMPLETE = '/api/auth/password-reset/complete';

/**
 * The calls of signing in, out and up, and of the mailed account links: the shell's own, on the login
 * page. A group of their own, so the shell's build keeps these paths and not the whole table below (a
 * bundler keeps an object's every property once more than one chunk reads it). Both tables take the
 * same constants, and API_PATHS stays a literal of plain values, so a build that reads it in one module
 * still keeps only the paths it uses.
 */
export const ACCOUNT_PATHS = {
  login: LOGIN,
  logout: LOGOUT,
  session: SESSION,
  register: REGISTER,
  organizations: ORGANIZATIONS,
  userByEmail,
  accountLink: ACCOUNT_LINK,
  invitationAccept: INVITATION_ACCEPT,
  registerConfirm: REGISTER_CONFIRM,
  passwordResetRequest: PASSWORD_RESET_REQUEST,
  passwordResetComplete: PASSWORD_RESET_COMPLETE,
} as const;

/** Where the shell reads which remote releases to load. */
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** Paths of the API (docs/PRODUCT.md section 7, docs/ARCHITECTURE.md section 4). */
export const API_PATHS = {
  login: LOGIN,
  logout: LOGOUT,
  session: SESSION,
  register: REGISTER,
  organizations: ORGANIZATIONS,
  userByEmail,
  accountLink: ACCOUNT_LINK,
  invitationAccept: INVITATION_ACCEPT,
  registerConfirm: REGISTER_CONFIRM,
  passwordResetRequest: PASSWORD_RESET_REQUEST,
  passwordResetComplete: PASSWORD_RESET_COMPLETE,
  userPermissions: '/api/user-permissions',
  remotesManifest: REMOTES_MANIFEST_PATH,
  users: '/api/users',
  user: (id: number) => `/api/users/${id}`,
  adminUsers: '/api/admin/users',
  adminPermissions: '/api/admin/permissions',
  adminPermission: (id: number) => `/api/admin/permissions/${id}`,
  organizationDepartments: (organizationId: number) => `/api/organizations/${organizationId}/departments`,
  /** The departments without their counts (the calendar's read: no booking write changes its answer). */
  organizationDepartmentSummaries: (organizationId: number) =>
    `/api/organizations/${organizationId}/departments?counts=none`,
  organizationTimeZone: (organizationId: number) => `/api/organizations/${organizationId}/time-zone`,
  departments: '/api/departments',
  department: (id: number) => `/api/departments/${id}`,
  performers: '/api/performers',
  performer: (id: number) => `/api/performers/${id}`,
  bookings: '/api/bookings',
  booking: (id: number) => `/api/bookings/${id}`,
  bookingDuplicate: (id: number) => `/api/bookings/${id}/duplicate`,
  bookingsCsv: '/api/bookings.csv',
  /** Every change set that touched the booking, newest first. */
  bookingHistory: (id: number) => `/api/bookings/${id}/history`,
  /** A multi-booking action: previewed (dryRun) or applied as one change set. */
  changeSets: '/api/change-sets',
  /** The signed-in user's own change sets the calendar's Undo (n) lists. */
  changeSetsUndoable: '/api/change-sets/undoable',
  changeSet: (id: number) => `/api/change-sets/${id}`,
  /** Server-sent events: which reads the signed-in client may make have changed (change-stream.dto.ts). */
  changeStream: '/api/changes/stream',
  /** The dialog a client has open (POST, every 20 s while open; DELETE when closed): who else is editing. */
  changePresence: '/api/changes/presence',
  changeSetUndo: (id: number) => `/api/change-sets/${id}/undo`,
  bookingPolicy: (organizationId: number) => `/api/booking-policies/${organizationId}`,
  adminMetrics: '/api/admin/metrics',
  adminHealth: '/api/admin/health',
  adminDashboardMetrics: '/api/admin/dashboard-metrics',
  adminHistoricalTrends: '/api/admin/historical-trends',
  adminAuditLogs: '/api/admin/audit-logs',
  adminSecurityEvents: '/api/admin/persistent-security-events',
  adminSecurityEventResolve: (id: number) => `/api/admin/persistent-security-events/${id}/resolve`,
  adminSiteVisits: '/api/admin/site-visits',
  /** The mail outbox: queued mails, the oldest one's wait, and the mails that failed for good. */
  adminMailDelivery: '/api/admin/mail-delivery',
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
  /** When each performer was last told of each booking in range (the bookings list's query). */
  performerNotices: '/api/performer-notices',
  /** User Management: a new invitation to a pending user (older links die), disable and enable. */
  userInvitation: (id: number) => `/api/users/${id}/invitation`,
  userDisable: (id: number) => `/api/users/${id}/disable`,
  userEnable: (id: number) => `/api/users/${id}/enable`,
  /** Owner and super admins: a performer's unavailable periods (GET, POST) and one of them (GET with its ETag, DELETE). */
  performerUnavailability: (performerId: number) => `/api/performers/${performerId}/unavailability`,
  performerUnavailabilityPeriod: (performerId: number, periodId: number) =>
    `/api/performers/${performerId}/unavailability/${periodId}`,
  /** An organization's venue closures and one of them (GET, one with its ETag, for everyone who sees it; POST and DELETE for those who manage its departments). */
  organizationClosures: (organizationId: number) => `/api/organizations/${organizationId}/closures`,
  organizationClosure: (organizationId: number, closureId: number) =>
    `/api/organizations/${organizationId}/closures/${closureId}`,
  /** The bookings a closure not yet added would cover (ClosureCoverageQuery), for those who manage its departments. */
  organizationClosureCoverage: (organizationId: number) =>
    `/api/organizations/${organizationId}/closures/covered-bookings`,
  /** Who is free: every performer's problems for one slot on up to 60 dates (AvailabilityQuery). */
  availability: '/api/availability',
  /** Owner: whether the performer's own page exists (GET); a new link, killing the old (POST reset); a new link mailed (POST send). */
  performerPageLink: (performerId: number) => `/api/performers/${performerId}/page`,
  performerPageReset: (performerId: number) => `/api/performers/${performerId}/page/reset`,
  performerPageSend: (performerId: number) => `/api/performers/${performerId}/page/send`,
  /** The performer's own page and their own unavailable periods: the page's token in `Authorization: Bearer`. */
  performerPage: '/api/performer-page',
  performerPageUnavailability: '/api/performer-page/unavailability',
  performerPageUnavailabilityPeriod: (periodId: number) => `/api/performer-page/unavailability/${periodId}`,
} as const;

/**
 * The shell's pages that mailed links open; the token rides in the fragment (`#token=`), which
 * browsers never send to a server, so no access log or proxy ever records it.
 */
export const ACCOUNT_LINK_PAGES = {
  invitation: '/invitation',
  registerConfirm: '/register/confirm',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/** A performer's own page: its token rides in the fragment (`/performer#token=`), like the account links. */
export const PERFORMER_PAGE_PATH = '/performer';

import {
  baseApi,
  BOOKING_POLICY_TAG,
  BOOKING_TAG,
  bookingMonthTags,
  DEPARTMENT_TAG,
  PERFORMER_TAG,
  VENUE_CLOSURE_TAG,
  type TransportMeta,
} from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type AvailabilityQuery,
  type BookingCreateInput,
  type BookingDto,
  type BookingDuplicateDto,
  type BookingDuplicateInput,
  type BookingListQuery,
  type BookingPolicyDto,
  type BookingUpdateInput,
  type BookingWriteDto,
  type CompactAvailabilityDto,
  type CompactAvailabilityQuery,
  type ConflictPolicy,
  type DepartmentSummaryDto,
  type NotifyPerformers,
  type PerformerNoticeDto,
  type OrganizationSummary,
  type PerformerDto,
  type VenueClosureDto,
} from '@booking-portal/api/contract';

/** The tags the admin remote's writes invalidate too come from the shell, spelled once. */
export { BOOKING_TAG, VENUE_CLOSURE_TAG };

export interface BookingUpdate {
  id: number;
  changes: BookingUpdateInput;
  /** The ETag of the booking as the writer read it: a colleague's save since makes the write a 412. */
  ifMatch?: string;
}

export interface BookingDeletion {
  id: number;
  /** As for an update: the booking as the writer read it. */
  ifMatch?: string;
  /** 'none': the booking's performers do not hear of it (absent: they do). */
  notifyPerformers?: NotifyPerformers;
}

/** A booking as its single read answers it, with the version (ETag) a write of it sends back. */
export interface VersionedBooking {
  entity: BookingDto;
  /** Null when the server sent no ETag (an older API): the write then goes without If-Match. */
  version: string | null;
}

export interface BookingDuplication {
  id: number;
  request: BookingDuplicateInput;
}

export interface BookingPolicyUpdate {
  organizationId: number;
  conflictPolicy: ConflictPolicy;
}

/** GET /api/bookings?from=&to=&organizationId=&department=&status= with repeated department parameters. */
export function bookingsUrl(query: BookingListQuery, path: string = API_PATHS.bookings): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.organizationId !== undefined) params.set('organizationId', String(query.organizationId));
  for (const department of query.department ?? []) params.append('department', department);
  if (query.status) params.set('status', query.status);
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** The first and last of a comma-separated list of yyyy-MM-dd dates (they sort as text). */
function rangeOfDates(dates: string): { from?: string; to?: string } {
  const sorted = dates
    .split(',')
    .filter((date) => date !== '')
    .sort();
  return { from: sorted[0], to: sorted.at(-1) };
}

/** The venue closures touching the days `from` to `to` (yyyy-MM-dd, inclusive) of one organization. */
export interface ClosureRangeQuery {
  organizationId: number;
  from: string;
  to: string;
}

function closuresUrl({ organizationId, from, to }: ClosureRangeQuery): string {
  const params = new URLSearchParams({ from, to });
  return `${API_PATHS.organizationClosures(organizationId)}?${params.toString()}`;
}

/** GET /api/availability?organizationId=&department=&dates=&time=&duration=&excludeBookingId=&shape= */
function availabilityUrl(query: AvailabilityQuery): string {
  const params = new URLSearchParams({ organizationId: String(query.organizationId) });
  if (query.department !== undefined) params.set('department', query.department);
  params.set('dates', query.dates);
  params.set('time', query.time);
  params.set('duration', String(query.duration));
  if (query.excludeBookingId !== undefined) params.set('excludeBookingId', String(query.excludeBookingId));
  if (query.shape !== undefined) params.set('shape', query.shape);
  return `${API_PATHS.availability}?${params.toString()}`;
}

/**
 * The change sets' paths, for the endpoints of the features that own them (the server's undo and a
 * booking's History, the previewed multi-booking actions). API_PATHS is read in this module only and
 * its path functions only called, never handed on: the build then keeps just the paths the calendar
 * uses (handing one on keeps the whole table, about 0.8 KB gzip on the first paint).
 */
export const CHANGE_SET_PATHS = {
  changeSets: API_PATHS.changeSets,
  undoable: API_PATHS.changeSetsUndoable,
  undo: (changeSetId: number) => API_PATHS.changeSetUndo(changeSetId),
  bookingHistory: (bookingId: number) => API_PATHS.bookingHistory(bookingId),
} as const;

/**
 * The calendar's server data. Endpoint names are unique across the portal's one API (the admin remote
 * owns listDepartments and listPerformers, the shell listOrganizations), so the calendar's reads of the
 * same paths carry their own names. Every read of the calendar's is defined here, the one module that
 * uses the contract's API_PATHS: the build then keeps only the paths used.
 */
export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<BookingDto[], BookingListQuery>({
      query: (query) => bookingsUrl(query),
      // The plain tag for the portal's own writes; one per organization and month for the change
      // stream, so a colleague's change to another month leaves this range alone.
      providesTags: (result, _error, query) => [
        BOOKING_TAG,
        ...bookingMonthTags(query.organizationId, query),
        ...(result ?? []).map(({ id }) => ({ type: BOOKING_TAG, id }) as const),
      ],
    }),
    createBooking: build.mutation<BookingWriteDto, BookingCreateInput>({
      query: (booking) => ({ url: API_PATHS.bookings, method: 'POST', body: booking }),
      invalidatesTags: [BOOKING_TAG],
    }),
    /** GET /api/bookings/{id}: what an edit starts from; its version goes back as If-Match. */
    getBooking: build.query<VersionedBooking, number>({
      query: (id) => API_PATHS.booking(id),
      transformResponse: (entity: BookingDto, meta: TransportMeta | undefined) => ({
        entity,
        version: meta?.etag ?? null,
      }),
    }),
    updateBooking: build.mutation<BookingWriteDto, BookingUpdate>({
      query: ({ id, changes, ifMatch }) => ({
        url: API_PATHS.booking(id),
        method: 'PATCH',
        body: changes,
        ...(ifMatch === undefined ? {} : { ifMatch }),
      }),
      invalidatesTags: [BOOKING_TAG],
    }),
    deleteBooking: build.mutation<null, BookingDeletion>({
      query: ({ id, notifyPerformers, ifMatch }) => ({
        url:
          notifyPerformers === undefined
            ? API_PATHS.booking(id)
            : `${API_PATHS.booking(id)}?notifyPerformers=${notifyPerformers}`,
        method: 'DELETE',
        ...(ifMatch === undefined ? {} : { ifMatch }),
      }),
      invalidatesTags: [BOOKING_TAG],
    }),
    /** When each performer was last told of each booking in the range (the day view's own read). */
    listPerformerNotices: build.query<PerformerNoticeDto[], BookingListQuery>({
      query: (query) => bookingsUrl(query, API_PATHS.performerNotices),
      providesTags: (_result, _error, query) => [
        BOOKING_TAG,
        ...bookingMonthTags(query.organizationId, query),
      ],
    }),
    duplicateBooking: build.mutation<BookingDuplicateDto, BookingDuplication>({
      query: ({ id, request }) => ({ url: API_PATHS.bookingDuplicate(id), method: 'POST', body: request }),
      invalidatesTags: [BOOKING_TAG],
    }),
    listCalendarOrganizations: build.query<OrganizationSummary[], void>({
      query: () => API_PATHS.organizations,
    }),
    listCalendarDepartments: build.query<DepartmentSummaryDto[], number>({
      query: (organizationId) => API_PATHS.organizationDepartmentSummaries(organizationId),
      providesTags: (_result, _error, organizationId) => [{ type: DEPARTMENT_TAG, id: organizationId }],
    }),
    listBookingPerformers: build.query<PerformerDto[], number>({
      query: (organizationId) => `${API_PATHS.performers}?organizationId=${organizationId}`,
      providesTags: [PERFORMER_TAG],
    }),
    /** The calendar's read of venue closures (the admin remote owns the endpoints that manage them). */
    listCalendarClosures: build.query<VenueClosureDto[], ClosureRangeQuery>({
      query: closuresUrl,
      providesTags: (_result, _error, { organizationId }) => [
        VENUE_CLOSURE_TAG,
        { type: VENUE_CLOSURE_TAG, id: organizationId },
      ],
    }),
    /**
     * Who is free: one check for every performer on every chosen date, for the booking dialogs, in
     * the compact shape (each booking once, performers by id: the dialogs know the performers). A
     * booking written from any dialog changes who is free, so it invalidates every check. A performer
     * is busy with a booking of any organization: a change in the dates' months of any organization
     * refetches it too.
     */
    checkAvailability: build.query<CompactAvailabilityDto, CompactAvailabilityQuery>({
      query: availabilityUrl,
      providesTags: (_result, _error, { dates }) => [
        BOOKING_TAG,
        ...bookingMonthTags(undefined, rangeOfDates(dates)),
      ],
    }),
    getBookingPolicy: build.query<BookingPolicyDto, number>({
      query: (organizationId) => API_PATHS.bookingPolicy(organizationId),
      providesTags: (_result, _error, organizationId) => [{ type: BOOKING_POLICY_TAG, id: organizationId }],
    }),
    setBookingPolicy: build.mutation<BookingPolicyDto, BookingPolicyUpdate>({
      query: ({ organizationId, conflictPolicy }) => ({
        url: API_PATHS.bookingPolicy(organizationId),
        method: 'PUT',
        body: { conflictPolicy },
      }),
      invalidatesTags: (_result, _error, { organizationId }) => [
        { type: BOOKING_POLICY_TAG, id: organizationId },
      ],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListBookingsQuery,
  useLazyGetBookingQuery,
  useCreateBookingMutation,
  useUpdateBookingMutation,
  useDeleteBookingMutation,

  useListPerformerNoticesQuery,
  useListCalendarOrganizationsQuery,
  useListCalendarDepartmentsQuery,
  useListBookingPerformersQuery,
  useCheckAvailabilityQuery,
  useListCalendarClosuresQuery,
} = bookingsApi;

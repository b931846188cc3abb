import { baseApi, BOOKING_TAG, bookingMonthTags, VENUE_CLOSURE_TAG } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type ClosureCoverageDto,
  type ClosureCoverageQuery,
  type VenueClosureDto,
  type VenueClosureInput,
} from '@booking-portal/api/contract';

interface ClosureAddition {
  organizationId: number;
  closure: VenueClosureInput;
}

interface ClosureRemoval {
  organizationId: number;
  closureId: number;
  /** The closure's version as the dialog read it (If-Match); null sends none. */
  ifMatch: string | null;
}

export interface ClosureCoverageRequest {
  organizationId: number;
  query: ClosureCoverageQuery;
}

/** GET .../closures/covered-bookings?startDate=&startTime=&endDate=&endTime=&departmentId= */
export function closureCoverageUrl({ organizationId, query }: ClosureCoverageRequest): string {
  const { departmentId, startDate, startTime, endDate, endTime } = query;
  const params = new URLSearchParams({ startDate, startTime, endDate, endTime });
  if (departmentId !== undefined && departmentId !== null) params.set('departmentId', String(departmentId));
  return `${API_PATHS.organizationClosureCoverage(organizationId)}?${params.toString()}`;
}

const tagOf = (organizationId: number) => [{ type: VENUE_CLOSURE_TAG, id: organizationId } as const];

/** An organization's venue closures: a department's, or the whole organization's, on its wall clock. */
const closuresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The closures that have not ended (the server's default: from today in the organization's zone). */
    listClosures: build.query<VenueClosureDto[], number>({
      query: (organizationId) => API_PATHS.organizationClosures(organizationId),
      providesTags: (_result, _error, organizationId) => tagOf(organizationId),
    }),
    /**
     * The bookings a closure not yet added would cover. Named apart from the calendar's query of the
     * same path (both remotes inject into the shell's one API); read again after any booking write,
     * and after a colleague's change to the organization's bookings of the closure's months.
     */
    departmentClosureCoverage: build.query<ClosureCoverageDto, ClosureCoverageRequest>({
      query: closureCoverageUrl,
      providesTags: (_result, _error, { organizationId, query }) => [
        BOOKING_TAG,
        ...bookingMonthTags(organizationId, { from: query.startDate, to: query.endDate }),
      ],
    }),
    addClosure: build.mutation<VenueClosureDto, ClosureAddition>({
      query: ({ organizationId, closure }) => ({
        url: API_PATHS.organizationClosures(organizationId),
        method: 'POST',
        body: closure,
      }),
      invalidatesTags: (_result, _error, { organizationId }) => tagOf(organizationId),
    }),
    removeClosure: build.mutation<null, ClosureRemoval>({
      query: ({ organizationId, closureId, ifMatch }) => ({
        url: API_PATHS.organizationClosure(organizationId, closureId),
        method: 'DELETE',
        ...(ifMatch === null ? {} : { ifMatch }),
      }),
      invalidatesTags: (_result, _error, { organizationId }) => tagOf(organizationId),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListClosuresQuery,
  useDepartmentClosureCoverageQuery,
  useAddClosureMutation,
  useRemoveClosureMutation,
} = closuresApi;

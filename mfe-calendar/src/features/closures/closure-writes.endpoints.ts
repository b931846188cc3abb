import { baseApi } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type ClosureCoverageDto,
  type ClosureCoverageQuery,
  type VenueClosureDto,
  type VenueClosureInput,
} from '@booking-portal/api/contract';
import { BOOKING_TAG, VENUE_CLOSURE_TAG } from '../bookings';

interface CalendarClosureAddition {
  organizationId: number;
  closure: VenueClosureInput;
}

interface ClosureCoverageRequest {
  organizationId: number;
  query: ClosureCoverageQuery;
}

/** GET .../closures/covered-bookings?departmentId=&startDate=&startTime=&endDate=&endTime= */
function closureCoverageUrl({ organizationId, query }: ClosureCoverageRequest): string {
  const { departmentId, startDate, startTime, endDate, endTime } = query;
  const params = new URLSearchParams({ startDate, startTime, endDate, endTime });
  if (departmentId !== undefined && departmentId !== null) params.set('departmentId', String(departmentId));
  return `${API_PATHS.organizationClosureCoverage(organizationId)}?${params.toString()}`;
}

/**
 * A closure added from the calendar, and the bookings a closure would cover. The calendar's closures
 * are read again once one is added; the covered bookings are read again after any booking write.
 */
const closureWritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    closureCoverage: build.query<ClosureCoverageDto, ClosureCoverageRequest>({
      query: closureCoverageUrl,
      providesTags: [BOOKING_TAG],
    }),
    addCalendarClosure: build.mutation<VenueClosureDto, CalendarClosureAddition>({
      query: ({ organizationId, closure }) => ({
        url: API_PATHS.organizationClosures(organizationId),
        method: 'POST',
        body: closure,
      }),
      invalidatesTags: (_result, _error, { organizationId }) => [
        VENUE_CLOSURE_TAG,
        { type: VENUE_CLOSURE_TAG, id: organizationId },
      ],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useClosureCoverageQuery, useAddCalendarClosureMutation } = closureWritesApi;

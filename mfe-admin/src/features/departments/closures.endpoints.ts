import { baseApi, VENUE_CLOSURE_TAG } from '@booking-portal/shell/runtime';
import { API_PATHS, type VenueClosureDto, type VenueClosureInput } from '@booking-portal/api/contract';

export interface ClosureAddition {
  organizationId: number;
  closure: VenueClosureInput;
}

export interface ClosureRemoval {
  organizationId: number;
  closureId: number;
}

const tagOf = (organizationId: number) => [{ type: VENUE_CLOSURE_TAG, id: organizationId } as const];

/** An organization's venue closures: a department's, or the whole organization's, on its wall clock. */
export const closuresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The closures that have not ended (the server's default: from today in the organization's zone). */
    listClosures: build.query<VenueClosureDto[], number>({
      query: (organizationId) => API_PATHS.organizationClosures(organizationId),
      providesTags: (_result, _error, organizationId) => tagOf(organizationId),
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
      query: ({ organizationId, closureId }) => ({
        url: API_PATHS.organizationClosure(organizationId, closureId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { organizationId }) => tagOf(organizationId),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListClosuresQuery, useAddClosureMutation, useRemoveClosureMutation } = closuresApi;

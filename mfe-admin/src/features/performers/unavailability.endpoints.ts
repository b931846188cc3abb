import { baseApi, PERFORMER_TAG } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type PerformerUnavailabilityDto,
  type PerformerUnavailabilityInput,
} from '@booking-portal/api/contract';

/** One performer's unavailable periods, tagged by the performer's id. */
const PERFORMER_UNAVAILABILITY_TAG = 'PerformerUnavailability';

interface UnavailabilityAddition {
  performerId: number;
  period: PerformerUnavailabilityInput;
}

interface UnavailabilityRemoval {
  performerId: number;
  periodId: number;
  /** The period's version as the confirmation read it (If-Match); null sends none. */
  ifMatch: string | null;
}

const tagOf = (performerId: number) => [{ type: PERFORMER_UNAVAILABILITY_TAG, id: performerId } as const];

/** Owners and super admins: a performer's unavailable periods, written in the provider's time zone. */
const unavailabilityApi = baseApi
  .enhanceEndpoints({ addTagTypes: [PERFORMER_UNAVAILABILITY_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      listPerformerUnavailability: build.query<PerformerUnavailabilityDto[], number>({
        query: (performerId) => API_PATHS.performerUnavailability(performerId),
        // The performer's own tag too: a change of the provider's performers (the change stream says
        // no more) reaches it.
        providesTags: (_result, _error, performerId) => [
          ...tagOf(performerId),
          { type: PERFORMER_TAG, id: performerId },
        ],
      }),
      addPerformerUnavailability: build.mutation<PerformerUnavailabilityDto, UnavailabilityAddition>({
        query: ({ performerId, period }) => ({
          url: API_PATHS.performerUnavailability(performerId),
          method: 'POST',
          body: period,
        }),
        invalidatesTags: (_result, _error, { performerId }) => tagOf(performerId),
      }),
      removePerformerUnavailability: build.mutation<null, UnavailabilityRemoval>({
        query: ({ performerId, periodId, ifMatch }) => ({
          url: API_PATHS.performerUnavailabilityPeriod(performerId, periodId),
          method: 'DELETE',
          ...(ifMatch === null ? {} : { ifMatch }),
        }),
        invalidatesTags: (_result, _error, { performerId }) => tagOf(performerId),
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useListPerformerUnavailabilityQuery,
  useAddPerformerUnavailabilityMutation,
  useRemovePerformerUnavailabilityMutation,
} = unavailabilityApi;

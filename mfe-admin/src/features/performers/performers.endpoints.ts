import { baseApi, PERFORMER_TAG } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type PerformerDto,
  type PerformerFeedLinkDto,
  type PerformerInput,
  type PerformerUpdateInput,
} from '@booking-portal/api/contract';

/** Whether one performer has a private calendar feed link, tagged by the performer's id. */
const PERFORMER_FEED_TAG = 'PerformerFeed';

interface PerformerUpdate {
  id: number;
  changes: PerformerUpdateInput;
  /** The performer's version as the editor read it (If-Match); null sends none. */
  ifMatch: string | null;
}

const performersApi = baseApi.enhanceEndpoints({ addTagTypes: [PERFORMER_FEED_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listPerformers: build.query<PerformerDto[], number>({
      query: (organizationId) => `${API_PATHS.performers}?organizationId=${organizationId}`,
      providesTags: [PERFORMER_TAG],
    }),
    createPerformer: build.mutation<PerformerDto, PerformerInput>({
      query: (performer) => ({ url: API_PATHS.performers, method: 'POST', body: performer }),
      invalidatesTags: [PERFORMER_TAG],
    }),
    updatePerformer: build.mutation<PerformerDto, PerformerUpdate>({
      query: ({ id, changes, ifMatch }) => ({
        url: API_PATHS.performer(id),
        method: 'PATCH',
        body: changes,
        ...(ifMatch === null ? {} : { ifMatch }),
      }),
      invalidatesTags: [PERFORMER_TAG],
    }),
    deletePerformer: build.mutation<null, number>({
      query: (id) => ({ url: API_PATHS.performer(id), method: 'DELETE' }),
      invalidatesTags: [PERFORMER_TAG],
    }),
    /** Owner only; the answer never carries the address (only a hash of its token is kept). */
    getPerformerFeedLink: build.query<PerformerFeedLinkDto, number>({
      query: (performerId) => ({ url: API_PATHS.performerFeedLink(performerId), noCache: true }),
      providesTags: (_result, _error, performerId) => [{ type: PERFORMER_FEED_TAG, id: performerId }],
    }),
    /**
     * Owner only: makes the first link or a new one (the old one stops working). Its answer is the
     * only time the address is shown.
     */
    resetPerformerFeedLink: build.mutation<PerformerFeedLinkDto, number>({
      query: (performerId) => ({ url: API_PATHS.performerFeedReset(performerId), method: 'POST' }),
      invalidatesTags: (_result, _error, performerId) => [{ type: PERFORMER_FEED_TAG, id: performerId }],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListPerformersQuery,
  useCreatePerformerMutation,
  useUpdatePerformerMutation,
  useDeletePerformerMutation,
  useGetPerformerFeedLinkQuery,
  useResetPerformerFeedLinkMutation,
} = performersApi;

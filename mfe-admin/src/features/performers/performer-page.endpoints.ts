import { baseApi } from '@booking-portal/shell/runtime';
import { API_PATHS, type PerformerPageLinkDto } from '@booking-portal/api/contract';

/** Whether one performer has a page link, tagged by the performer's id. */
const PERFORMER_PAGE_TAG = 'PerformerPage';

/** 202 of POST /api/performers/{id}/page/send: what happened, in words for the owner. */
interface PageLinkSentDto {
  message: string;
}

const tagOf = (performerId: number) => [{ type: PERFORMER_PAGE_TAG, id: performerId } as const];

/** Owner only: a performer's own page link (only a hash of its token is kept, so the address shows once). */
const performerPageApi = baseApi.enhanceEndpoints({ addTagTypes: [PERFORMER_PAGE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getPerformerPageLink: build.query<PerformerPageLinkDto, number>({
      query: (performerId) => ({ url: API_PATHS.performerPageLink(performerId), noCache: true }),
      providesTags: (_result, _error, performerId) => tagOf(performerId),
    }),
    /** Makes the first link or a new one (the old one stops working); its answer is the only time the address shows. */
    resetPerformerPageLink: build.mutation<PerformerPageLinkDto, number>({
      query: (performerId) => ({ url: API_PATHS.performerPageReset(performerId), method: 'POST' }),
      invalidatesTags: (_result, _error, performerId) => tagOf(performerId),
    }),
    /** Mails the performer their page link (to the performer's e-mail address). */
    sendPerformerPageLink: build.mutation<PageLinkSentDto, number>({
      query: (performerId) => ({ url: API_PATHS.performerPageSend(performerId), method: 'POST' }),
      invalidatesTags: (_result, _error, performerId) => tagOf(performerId),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetPerformerPageLinkQuery,
  useResetPerformerPageLinkMutation,
  useSendPerformerPageLinkMutation,
} = performerPageApi;

import { baseApi } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type PerformerDto,
  type PerformerInput,
  type PerformerUpdateInput,
} from '@booking-portal/api/contract';

export const PERFORMER_TAG = 'Performer';

export interface PerformerUpdate {
  id: number;
  changes: PerformerUpdateInput;
}

export const performersApi = baseApi.enhanceEndpoints({ addTagTypes: [PERFORMER_TAG] }).injectEndpoints({
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
      query: ({ id, changes }) => ({ url: API_PATHS.performer(id), method: 'PATCH', body: changes }),
      invalidatesTags: [PERFORMER_TAG],
    }),
    deletePerformer: build.mutation<null, number>({
      query: (id) => ({ url: API_PATHS.performer(id), method: 'DELETE' }),
      invalidatesTags: [PERFORMER_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListPerformersQuery,
  useCreatePerformerMutation,
  useUpdatePerformerMutation,
  useDeletePerformerMutation,
} = performersApi;

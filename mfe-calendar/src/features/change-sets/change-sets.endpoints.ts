import { baseApi } from '@booking-portal/shell/runtime';
import type { ChangeSetApplyMode, ChangeSetResultDto } from '@booking-portal/api/contract';
import { BOOKING_TAG, CHANGE_SET_PATHS } from '../bookings';
import type { ChangeSetInput } from './change-set-input';

interface ChangeSetApplication {
  request: ChangeSetInput;
  /** Every item, or only those the dry run found no problem for. */
  apply: ChangeSetApplyMode;
  /** The dry run's versions of the stored bookings: the apply is refused (412) if one changed since. */
  expectedVersions?: Record<number, string>;
}

/**
 * POST /api/change-sets, twice per multi-booking action: a dry run for the preview (it writes nothing,
 * so it invalidates nothing), then the apply, one transaction whose bookings every calendar read
 * (and the Undo list, which provides the same tag) fetches again.
 */
const changeSetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewChangeSet: build.mutation<ChangeSetResultDto, ChangeSetInput>({
      query: (request) => ({
        url: CHANGE_SET_PATHS.changeSets,
        method: 'POST',
        body: { ...request, dryRun: true },
      }),
    }),
    applyChangeSet: build.mutation<ChangeSetResultDto, ChangeSetApplication>({
      query: ({ request, apply, expectedVersions }) => ({
        url: CHANGE_SET_PATHS.changeSets,
        method: 'POST',
        body: { ...request, dryRun: false, apply, ...(expectedVersions && { expectedVersions }) },
      }),
      invalidatesTags: [BOOKING_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const { usePreviewChangeSetMutation, useApplyChangeSetMutation } = changeSetsApi;

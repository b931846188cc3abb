import { baseApi } from '@booking-portal/shell/runtime';
import {
  type ChangeSetDto,
  type ChangeSetItemDto,
  type ChangeSetResultDto,
  type ChangeSetUndoInput,
} from '@booking-portal/api/contract';
import { BOOKING_TAG, CHANGE_SET_PATHS } from '../bookings';

/** One change set that touched a booking, with that booking's item only (GET /api/bookings/{id}/history). */
export interface BookingHistoryEntry extends ChangeSetDto {
  items: ChangeSetItemDto[];
}

/** POST /api/change-sets/{id}/undo: the change set to undo and the undo's options. */
interface ChangeSetUndo {
  id: number;
  options: Partial<ChangeSetUndoInput>;
}

/**
 * The server's undo and a booking's history. Both reads provide the calendar's booking tag: every
 * booking write (an undo included) makes a new change set, so the Undo list and an open History are
 * read again after it.
 */
const changeHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in writer's own change sets that can still be undone, newest first. */
    listUndoableChangeSets: build.query<ChangeSetDto[], void>({
      query: () => CHANGE_SET_PATHS.undoable,
      providesTags: [BOOKING_TAG],
    }),
    undoChangeSet: build.mutation<ChangeSetResultDto, ChangeSetUndo>({
      query: ({ id, options }) => ({ url: CHANGE_SET_PATHS.undo(id), method: 'POST', body: options }),
      invalidatesTags: [BOOKING_TAG],
    }),
    listBookingHistory: build.query<BookingHistoryEntry[], number>({
      query: (bookingId) => CHANGE_SET_PATHS.bookingHistory(bookingId),
      providesTags: [BOOKING_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListUndoableChangeSetsQuery, useUndoChangeSetMutation, useListBookingHistoryQuery } =
  changeHistoryApi;

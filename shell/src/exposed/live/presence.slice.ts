import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PresenceEventDto } from '@booking-portal/api/contract';

/** Someone else who has a booking's dialog open. */
export type BookingEditor = PresenceEventDto['editors'][number];

interface PresenceState {
  /** The last editors the server named for each booking; a booking nobody else edits has none. */
  editorsByBooking: Record<number, BookingEditor[]>;
}

const initialState: PresenceState = { editorsByBooking: {} };

const NO_EDITORS: readonly BookingEditor[] = [];

/** Who else has a booking open, as the change stream's `presence` events say. */
export const presenceSlice = createSlice({
  name: 'shell/presence',
  initialState,
  reducers: {
    presenceReceived(state, { payload }: PayloadAction<PresenceEventDto>) {
      if (payload.editors.length === 0) delete state.editorsByBooking[payload.bookingId];
      else state.editorsByBooking[payload.bookingId] = payload.editors;
    },
    /** The stream closed: what it said may no longer hold. */
    presenceForgotten(state) {
      state.editorsByBooking = {};
    },
  },
  selectors: {
    selectEditorsOf: (state, bookingId: number | null): readonly BookingEditor[] =>
      (bookingId === null ? undefined : state.editorsByBooking[bookingId]) ?? NO_EDITORS,
  },
});

export const { presenceReceived, presenceForgotten } = presenceSlice.actions;
export const { selectEditorsOf } = presenceSlice.selectors;

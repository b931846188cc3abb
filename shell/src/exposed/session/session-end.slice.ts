import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionEndCause } from '@booking-portal/api/contract';

interface SessionEndState {
  /** Why the server ended this page's session, until a session is known again; null otherwise. */
  cause: SessionEndCause | null;
}

const initialState: SessionEndState = { cause: null };

/**
 * The session the page held ended on the server (disabled, signed out, password reset, expired): the
 * guard then treats the page as signed out at once, and the sign-in page says why.
 */
export const sessionEndSlice = createSlice({
  name: 'shell/sessionEnd',
  initialState,
  reducers: {
    sessionEnded(state, action: PayloadAction<SessionEndCause>) {
      // The reads of one screen all answer 401 together: the server names the reason to the ones that
      // still carried the cookie, the later ones carry none ('unknown'). A named reason wins.
      if (state.cause === null || state.cause === 'unknown') state.cause = action.payload;
    },
    sessionEndForgotten(state) {
      state.cause = null;
    },
  },
  selectors: {
    selectSessionEndCause: (state) => state.cause,
  },
});

export const { sessionEnded, sessionEndForgotten } = sessionEndSlice.actions;
export const { selectSessionEndCause } = sessionEndSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionEndCause } from '@booking-portal/api/contract';

interface SessionEndState {
  /** Why the server ended this page's session, until a session is known again; null otherwise. */
  cause: SessionEndCause | null;
  /**
   * This page is signing its user out (from the click until a session is known again): the reads and
   * streams its logout leaves running answer 401 'signed_out' too, before or after the logout's own
   * answer, and that is no session ended from elsewhere to tell anyone about.
   */
  signingOutHere: boolean;
}

const initialState: SessionEndState = { cause: null, signingOutHere: false };

/**
 * The session the page held ended on the server (disabled, signed out, password reset, expired): the
 * guard then treats the page as signed out at once, and the sign-in page says why.
 */
export const sessionEndSlice = createSlice({
  name: 'shell/sessionEnd',
  initialState,
  reducers: {
    sessionEnded(state, action: PayloadAction<SessionEndCause>) {
      if (state.signingOutHere) return;
      // The reads of one screen all answer 401 together: the server names the reason to the ones that
      // still carried the cookie, the later ones carry none ('unknown'). A named reason wins.
      if (state.cause === null || state.cause === 'unknown') state.cause = action.payload;
    },
    sessionEndForgotten(state) {
      state.cause = null;
      state.signingOutHere = false;
    },
    signOutStarted(state) {
      state.signingOutHere = true;
    },
    /** The logout failed: the session goes on, and a later end of it is news again. */
    signOutFailed(state) {
      state.signingOutHere = false;
    },
  },
  selectors: {
    selectSessionEndCause: (state) => state.cause,
  },
});

export const { sessionEnded, sessionEndForgotten, signOutStarted, signOutFailed } = sessionEndSlice.actions;
export const { selectSessionEndCause } = sessionEndSlice.selectors;

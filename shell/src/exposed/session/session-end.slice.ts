import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionEndCause } from '@booking-portal/api/contract';

interface SessionEndState {
  /** Why the server ended this page's session, until a session is known again; null otherwise. */
  cause: SessionEndCause | null;
  /**
   * This page signing its user out, from the click until a session is known again: the reads and
   * streams its logout leaves running answer 401 'signed_out' too, before or after the logout's own
   * answer, and that is no session ended from elsewhere to tell anyone about. Once the logout has
   * answered ('done') it has cleared the page itself, and such a 401 has nothing left to do.
   */
  signOutHere: 'none' | 'under way' | 'done';
}

const initialState: SessionEndState = { cause: null, signOutHere: 'none' };

/**
 * The session the page held ended on the server (disabled, signed out, password reset, expired): the
 * guard then treats the page as signed out at once, and the sign-in page says why.
 */
export const sessionEndSlice = createSlice({
  name: 'shell/sessionEnd',
  initialState,
  reducers: {
    sessionEnded(state, action: PayloadAction<SessionEndCause>) {
      if (state.signOutHere !== 'none') return;
      // The reads of one screen all answer 401 together: the server names the reason to the ones that
      // still carried the cookie, the later ones carry none ('unknown'). A named reason wins.
      if (state.cause === null || state.cause === 'unknown') state.cause = action.payload;
    },
    sessionEndForgotten(state) {
      state.cause = null;
      state.signOutHere = 'none';
    },
    signOutStarted(state) {
      state.signOutHere = 'under way';
    },
    signOutDone(state) {
      state.signOutHere = 'done';
    },
    /** The logout failed: the session goes on, and a later end of it is news again. */
    signOutFailed(state) {
      state.signOutHere = 'none';
    },
  },
  selectors: {
    selectSessionEndCause: (state) => state.cause,
    selectSignOutDoneHere: (state) => state.signOutHere === 'done',
  },
});

export const { sessionEnded, sessionEndForgotten, signOutStarted, signOutDone, signOutFailed } =
  sessionEndSlice.actions;
export const { selectSessionEndCause, selectSignOutDoneHere } = sessionEndSlice.selectors;

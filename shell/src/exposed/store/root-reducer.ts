import {
  combineSlices,
  type Reducer,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { presenceSlice } from '../live/presence.slice';
import { sessionEnded, sessionEndSlice } from '../session/session-end.slice';
import { themeModeSlice } from '../theme/theme-mode.slice';
import { toastsSlice } from '../toast/toast.slice';

/**
 * Slices remotes inject at run time. A remote declares its own with module augmentation:
 * `declare module '@booking-portal/shell/runtime' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer: the base API and the shell's own slices; remotes inject theirs lazily. */
export const rootReducer = combineSlices(
  baseApi,
  themeModeSlice,
  toastsSlice,
  sessionEndSlice,
  presenceSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What stays of the state when the server ends the page's session: the theme (the browser's, not the
 * user's) and why the session ended. Every remote's slice (a calendar's organization and selection)
 * starts again from its initial state, toasts and who else edits which booking go; the API's cache is
 * reset by its own action.
 */
function stateWithoutUserData(state: RootState): RootState {
  return {
    [baseApi.reducerPath]: state[baseApi.reducerPath],
    [themeModeSlice.reducerPath]: state[themeModeSlice.reducerPath],
    [toastsSlice.reducerPath]: toastsSlice.getInitialState(),
    [sessionEndSlice.reducerPath]: state[sessionEndSlice.reducerPath],
    [presenceSlice.reducerPath]: presenceSlice.getInitialState(),
  };
}

/**
 * The store's reducer: the root reducer, which forgets what the ended session's user had on screen.
 * Slices injected later still reach it (injection changes the root reducer in place).
 */
export const appReducer: Reducer<RootState> = (state, action) =>
  rootReducer(
    state !== undefined && sessionEnded.match(action) ? stateWithoutUserData(state) : state,
    action,
  );
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;

/**
 * Adds a remote's slice to the one store. Its name must be prefixed with the remote ('calendar/view')
 * so two remotes can never collide.
 */
export const injectSlice = rootReducer.inject;

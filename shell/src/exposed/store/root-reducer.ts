import { combineSlices, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
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
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;

/**
 * Adds a remote's slice to the one store. Its name must be prefixed with the remote ('calendar/view')
 * so two remotes can never collide.
 */
export const injectSlice = rootReducer.inject;

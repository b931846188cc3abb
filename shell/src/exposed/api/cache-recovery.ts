import type { AppThunk } from '../store/root-reducer';
import { baseApi } from './base-api';
import { providedTagTypes } from './provided-tag-types';
import { staleWriteOf } from './transport-error';

/** Invalidates every tag of every cached entry: used entries refetch, unused ones are dropped. */
export function invalidateAllData(): AppThunk {
  return (dispatch, getState) => {
    dispatch(baseApi.util.invalidateTags(providedTagTypes(getState())));
  };
}

/**
 * Runs a write; when it fails, brings every screen back in line with the server (invalidate and
 * refetch all data), runs the caller's optional callback, then rethrows so the caller can toast. A
 * stale write (412) is rethrown alone: nothing was written, and its dialog shows the entity as it is now.
 */
export function safeWrite<Result>(
  write: () => Promise<Result>,
  onFailure?: (error: unknown) => void,
): AppThunk<Promise<Result>> {
  return async (dispatch) => {
    try {
      return await write();
    } catch (error) {
      if (staleWriteOf(error) !== null) throw error;
      dispatch(invalidateAllData());
      onFailure?.(error);
      throw error;
    }
  };
}

/** Last resort when cached data looks corrupt: drop it all, invalidate everything and reload the page. */
export function emergencyRecovery(): AppThunk {
  return (dispatch) => {
    dispatch(invalidateAllData());
    dispatch(baseApi.util.resetApiState());
    window.location.reload();
  };
}

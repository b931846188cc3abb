import type { AppThunk } from '../store/root-reducer';
import { baseApi } from '../api/base-api';
import { sessionApi } from './session.endpoints';

/**
 * Drops every cached answer but the session: what a screen's error recovery clears (docs/PRODUCT.md section 2,
 * error screen). Keeping the session keeps the guard, header and navigation standing while the
 * failed screen alone is read again; both actions run before React renders, so nothing sees the
 * session missing in between.
 */
export function clearCachedDataKeepingSession(): AppThunk {
  return (dispatch, getState) => {
    const session = sessionApi.endpoints.getSession.select()(getState()).data;
    dispatch(baseApi.util.resetApiState());
    if (session !== undefined)
      dispatch(
        sessionApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: session }]),
      );
  };
}

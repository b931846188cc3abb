import { useEffect } from 'react';
import { baseApi } from '../api/base-api';
import { invalidateAllData } from '../api/cache-recovery';
import { SESSION_TAG } from '../api/tags';
import { useAppDispatch } from '../store/hooks';
import { tagsOfChangedScopes } from './change-scope-tags';
import { openChangeStream } from './change-stream';
import { presenceForgotten, presenceReceived } from './presence.slice';

/**
 * Keeps the page's reads in step with what colleagues save: while `signedIn`, the page's one change
 * stream invalidates exactly the reads each change names (they refetch with their ETags, so what did
 * not change stays a 304), every read when the server says too much was missed, and keeps who else has
 * a booking open. The app shell calls it once; it closes on sign-out and when the session ends. A
 * browser without EventSource keeps the refetch on focus alone.
 */
export function useLiveChanges(signedIn: boolean): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return undefined;
    const stream = openChangeStream({
      change: ({ scopes }) => dispatch(baseApi.util.invalidateTags(tagsOfChangedScopes(scopes))),
      refetchAll: () => dispatch(invalidateAllData()),
      presence: (presence) => dispatch(presenceReceived(presence)),
      // The stream's own answer is not readable; the session read tells whether the session ended.
      gaveUp: () => dispatch(baseApi.util.invalidateTags([SESSION_TAG])),
    });
    return () => {
      stream.close();
      dispatch(presenceForgotten());
    };
  }, [signedIn, dispatch]);
}

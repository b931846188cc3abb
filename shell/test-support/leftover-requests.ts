import { baseApi } from '@booking-portal/shell/runtime';
import type { AppStore } from '../src/app/store';

/** The stores rendered by the running test. */
const storesOfTheTest = new Set<AppStore>();

/** Called for each store a test renders, so its leftover requests can be stopped when the test ends. */
export function rememberTestStore(store: AppStore): void {
  storesOfTheTest.add(store);
}

/**
 * Aborts what a finished test's stores still have running: a read waiting out its retry delay, or the
 * refetch a write's invalidation started. Unmounting does not stop them, and every test shares the one
 * fake network, so without this such a request lands in a later test and is counted there (on a busy
 * machine the later test runs long enough to see it).
 */
export function abortLeftoverRequests(): void {
  for (const store of storesOfTheTest) {
    for (const query of store.dispatch(baseApi.util.getRunningQueriesThunk())) query.abort();
    for (const mutation of store.dispatch(baseApi.util.getRunningMutationsThunk())) mutation.abort();
  }
  storesOfTheTest.clear();
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeNetwork } from './fake-network';
import { abortLeftoverRequests } from './leftover-requests';
import { installViewport } from './viewport';

// Both limits only catch a screen that never settles; they are not a speed the tests expect. The
// projects' own `testTimeout` is ignored when jest runs them from the root config, and a 2-core machine
// shared with type checks and database tests runs a screen test many times slower than an idle one
// (a test past its limit also keeps running into the next test's screen). So both are generous:
// findBy/waitFor wait up to 30 s for the settled state, a test up to 2 minutes.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

beforeEach(() => {
  fakeNetwork.reset();
  globalThis.fetch = fakeNetwork.fetch;
  window.localStorage.clear();
  installViewport();
  // What src/index.html gives the real page.
  document.documentElement.lang = 'en';
  document.title = 'Booking Portal';
});

afterEach(abortLeftoverRequests);

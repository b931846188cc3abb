import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeNetwork } from './fake-network';
import { installViewport } from './viewport';

// The projects' own `testTimeout` is ignored when jest runs them from the root config; on a busy
// 2-core machine the screen tests need more than jest's default 5 s.
jest.setTimeout(20000);
// findBy/waitFor: the same machine can take more than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  fakeNetwork.reset();
  globalThis.fetch = fakeNetwork.fetch;
  window.localStorage.clear();
  installViewport();
  // What src/index.html gives the real page.
  document.documentElement.lang = 'en';
  document.title = 'Booking Portal';
});

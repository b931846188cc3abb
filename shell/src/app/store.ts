import { configureStore } from '@reduxjs/toolkit';
import { appReducer, baseApi } from '@booking-portal/shell/runtime';

/** Builds the portal's one store (bootstrap makes it once; tests make a fresh one per test). */
export function createAppStore() {
  return configureStore({
    reducer: appReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

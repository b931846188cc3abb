import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, THEMES, Toaster, useThemeMode } from '@booking-portal/shell/runtime';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <ThemeProvider theme={THEMES[mode]}>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}

/**
 * The only place that provides context: the store, the theme and the router. Remotes render inside
 * these and never create their own.
 */
export function AppProviders({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ThemedApp>
        <RouterProvider router={router} />
      </ThemedApp>
    </Provider>
  );
}

import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { AppProviders } from './app/providers';
import { createAppRoutes } from './app/router';
import { createAppStore } from './app/store';
import { createFederationRoutesFetcher, fetchFederationWarmUp } from './federation/federation-routes';
import { createRemoteRoutesLoader } from './federation/remote-routes-loader';

const store = createAppStore();
// Refetch on focus and on reconnect (docs/PRODUCT.md section 9).
setupListeners(store.dispatch);

const remotes = createRemoteRoutesLoader(createFederationRoutesFetcher(), fetchFederationWarmUp);
const router = createBrowserRouter(createAppRoutes({ remotes }));

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');
createRoot(container).render(<AppProviders store={store} router={router} />);

/**
 * What the shell provides as the shared singleton 'react-router' (shared.js): all of React Router but
 * its server and framework-mode half, which no container of this single-page portal can use.
 *
 * A shared module is provided whole, since the shell cannot know which exports a remote built later
 * will import, so React Router's request handlers, cookie and session storage, static and RSC
 * rendering and route-module hydration (about 26 KB of gzip) would reach every first page load. Each
 * of those exports is replaced by `notShared` below (an explicit export hides the same name of
 * `export *`, and webpack then drops the code behind it); everything else, including whatever a later
 * React Router adds, is shared as it is. The import below is an alias of 'react-router' itself
 * (resolve.alias in shell/webpack.config.js): the plain name would be this shared module again.
 */
export * from '@booking-portal/react-router-complete';

function notShared() {
  throw new Error(
    'This React Router export is server-side or framework-mode only: the shell does not share it (shell/federation/react-router-browser.mjs).',
  );
}

export {
  // Server runtime: request handling, cookies, sessions, static rendering.
  notShared as createRequestHandler,
  notShared as createCookie,
  notShared as createCookieSessionStorage,
  notShared as createMemorySessionStorage,
  notShared as createSession,
  notShared as createSessionStorage,
  notShared as isCookie,
  notShared as isSession,
  notShared as createStaticHandler,
  notShared as createStaticRouter,
  notShared as StaticRouter,
  notShared as StaticRouterProvider,
  notShared as ServerRouter,
  notShared as UNSAFE_ServerMode,
  notShared as unstable_setDevServerHooks,
  // React Server Components.
  notShared as unstable_RSCStaticRouter,
  notShared as unstable_routeRSCServerRequest,
  notShared as UNSAFE_RSCDefaultRootErrorBoundary,
  // Framework mode: the server-rendered document, route modules and their hydration.
  notShared as Links,
  notShared as Meta,
  notShared as Scripts,
  notShared as PrefetchPageLinks,
  notShared as UNSAFE_FrameworkContext,
  notShared as UNSAFE_RemixErrorBoundary,
  notShared as UNSAFE_SingleFetchRedirectSymbol,
  notShared as UNSAFE_decodeViaTurboStream,
  notShared as UNSAFE_getTurboStreamSingleFetchDataStrategy,
  notShared as UNSAFE_getHydrationData,
  notShared as UNSAFE_createClientRoutes,
  notShared as UNSAFE_createClientRoutesWithHMRRevalidationOptOut,
  notShared as UNSAFE_shouldHydrateRouteLoader,
  notShared as UNSAFE_getPatchRoutesOnNavigationFunction,
  notShared as UNSAFE_useFogOFWarDiscovery,
  notShared as UNSAFE_hydrationRouteProperties,
  notShared as UNSAFE_WithComponentProps,
  notShared as UNSAFE_WithErrorBoundaryProps,
  notShared as UNSAFE_WithHydrateFallbackProps,
  notShared as UNSAFE_withComponentProps,
  notShared as UNSAFE_withErrorBoundaryProps,
  notShared as UNSAFE_withHydrateFallbackProps,
  // A test helper: tests render routes in jest, never through federation.
  notShared as createRoutesStub,
};

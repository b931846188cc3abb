/**
 * What the shell provides as the shared singleton 'react-router-dom' (shared.js): react-router-dom's
 * own index without HydratedRouter, which hydrates a server-rendered framework-mode document and
 * would bring that half of React Router back (see react-router-browser.mjs).
 */
import { RouterProvider } from 'react-router/dom';

// The shared 'react-router' (react-router-browser.mjs), so both names reach the one React Router.
export * from 'react-router';
// As in react-router-dom: the RouterProvider that renders navigations with react-dom's flushSync.
export { RouterProvider };

export function HydratedRouter() {
  throw new Error(
    'HydratedRouter hydrates a server-rendered framework-mode page: the shell does not share it (shell/federation/react-router-dom-browser.mjs).',
  );
}

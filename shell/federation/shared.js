/**
 * The one place that says what the shell and the remotes share at run time (one copy each, as singletons).
 * Every container's webpack config requires this file, so all four always agree on the list.
 *
 * - An explicit list, never `...dependencies`: only what must exist once (React and its renderer,
 *   the store bindings, the router, styled-components and the shell's runtime with the one store).
 * - `singleton` + `strictVersion` with a caret range read from the installed package: a remote built
 *   against an incompatible major fails loudly instead of loading a second React.
 * - Remotes declare the same list with `import: false`: they never bundle these, the host provides them.
 */
const path = require('node:path');

const SHELL_RUNTIME = '@booking-portal/shell/runtime';

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router',
  'react-router-dom',
  'styled-components',
];

/** The package that owns a request: 'react/jsx-runtime' belongs to 'react'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(packageName) {
  if (packageName === '@booking-portal/shell') return require('../package.json').version;
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [path.join(__dirname, '..')] });
  return require(manifest).version;
}

function singleton(request) {
  const version = installedVersion(packageOf(request));
  return { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
}

const SHARE_SCOPE = 'default';

/**
 * Where the shell provides a singleton from a module of its own instead of the package's entry: React
 * Router without its server and framework-mode half (see each file). The version, the ranges and the
 * one instance stay React Router's own. Each is named by an alias (HOST_RESOLVE_ALIAS), not by its
 * path: a path would be provided eagerly, in html-webpack-plugin's child compilation too, which would
 * write a Node build of React Router among the assets.
 */
const HOST_PROVIDED_MODULES = {
  'react-router': '@booking-portal/shared-react-router',
  'react-router-dom': '@booking-portal/shared-react-router-dom',
};

/** The shell build's resolve.alias for those modules, and the name they import React Router itself by. */
const HOST_RESOLVE_ALIAS = {
  '@booking-portal/shared-react-router$': path.join(__dirname, 'react-router-browser.mjs'),
  '@booking-portal/shared-react-router-dom$': path.join(__dirname, 'react-router-dom-browser.mjs'),
  // No shared key matches this name, so it reaches the package and not the shared module again.
  '@booking-portal/react-router-complete$': 'react-router',
};

/** What the shell provides: every singleton, bundled once, in the one share scope. */
function hostShared() {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const provided = HOST_PROVIDED_MODULES[request];
    shared[request] = {
      ...singleton(request),
      ...(provided && { import: provided }),
      shareScope: SHARE_SCOPE,
    };
  }
  shared[SHELL_RUNTIME] = {
    ...singleton('@booking-portal/shell'),
    import: SHELL_RUNTIME,
    shareScope: SHARE_SCOPE,
  };
  return shared;
}

/** What a remote consumes: the same list, never bundled (`import: false`); the host must provide it. */
function remoteShared() {
  const shared = {};
  for (const request of [...SINGLETON_PACKAGES, SHELL_RUNTIME]) {
    const version = request === SHELL_RUNTIME ? singleton('@booking-portal/shell') : singleton(request);
    shared[request] = { ...version, import: false, shareScope: SHARE_SCOPE };
  }
  return shared;
}

module.exports = {
  HOST_RESOLVE_ALIAS,
  hostShared,
  remoteShared,
};

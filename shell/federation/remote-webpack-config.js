/**
 * The webpack config of a remote (mfe_calendar, mfe_admin, mfe_public), shared so the three stay alike.
 *
 * - Federated build (default): exposes only './routes' as remoteEntry.js with mf-manifest.json, publicPath
 *   'auto' (it works from whatever path or origin it is deployed to), consuming the shell's singletons
 *   without bundling them.
 * - Standalone harness (`webpack --env standalone`): src/standalone.tsx with everything bundled, to run
 *   the remote alone against the API, in dist-standalone/.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remoteShared } = require('./shared');
const { baseConfig, modeOf, precompressedAssets } = require('./webpack-parts');

/**
 * `shared` is what the remote consumes from the shell: always the one list of shared.js, except for the
 * browser test that builds a remote against a range the shell cannot meet, to see it refused.
 */
function createRemoteWebpackConfig({ packageDir, name, shared = remoteShared() }) {
  return (env = {}, argv = {}) => {
    const mode = modeOf(argv);
    const hashed = mode === 'production' ? '.[contenthash:8]' : '';
    const base = baseConfig({ packageDir, mode });

    if (env.standalone) {
      return {
        ...base,
        entry: { standalone: './src/standalone.tsx' },
        output: {
          path: path.join(packageDir, 'dist-standalone'),
          publicPath: '/',
          filename: `[name]${hashed}.js`,
          chunkFilename: `[name]${hashed}.js`,
          clean: true,
        },
        plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, '../src/index.html') })],
      };
    }

    return {
      ...base,
      // A federated container has no entry of its own; remoteEntry.js is emitted by the plugin.
      entry: {},
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath: 'auto',
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: name,
        clean: true,
        // Rewrite every file, even an unchanged one: a release (release-remote.js) reads when the
        // remote was built, and whether dist/ is older than its sources, from the files' times.
        compareBeforeEmit: false,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './routes': './src/expose/routes.tsx' },
          shared,
          shareStrategy: 'loaded-first',
          manifest: true,
          // Use the federation runtime the shell provides instead of bundling a copy into remoteEntry.js.
          experiments: { externalRuntime: true, optimization: { target: 'web' } },
          dts: false,
        }),
        ...precompressedAssets(mode),
      ],
    };
  };
}

module.exports = { createRemoteWebpackConfig };

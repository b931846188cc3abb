/** The shell: the federation host. It knows no remote URL at build time (they come from /remotes.json). */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { HOST_RESOLVE_ALIAS, hostShared } = require('./federation/shared');
const { baseConfig, modeOf, precompressedAssets } = require('./federation/webpack-parts');

/**
 * `provideExternalRuntime` adds a runtime plugin that hands the federation runtime to the remotes, and
 * the plugin file webpack is given is its CommonJS build, which require()s the CommonJS federation
 * runtime: a second copy of the whole runtime (about 22 KB of gzip on every page) beside the ES module
 * one the bundler runtime uses. Its ES module build imports that one, so one runtime is left.
 */
const oneFederationRuntime = new webpack.NormalModuleReplacementPlugin(
  /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
  (resource) => {
    resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
  },
);

module.exports = (_env, argv) => {
  const mode = modeOf(argv);
  const base = baseConfig({ packageDir: __dirname, mode });
  return {
    ...base,
    resolve: { ...base.resolve, alias: HOST_RESOLVE_ALIAS },
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: mode === 'production' ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: mode === 'production' ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'shell',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: hostShared(),
        // 'version-first' would fetch every remote's entry at start-up; one dead remote would block the shell.
        shareStrategy: 'loaded-first',
        // The host ships the federation runtime once; remotes use it (their `externalRuntime`), which
        // keeps each remoteEntry.js small.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        dts: false,
      }),
      oneFederationRuntime,
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...precompressedAssets(mode),
    ],
  };
};

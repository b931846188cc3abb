/** The shell: the federation host. It knows no remote URL at build time (they come from /remotes.json). */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { hostShared } = require('./federation/shared');
const { baseConfig, modeOf } = require('./federation/webpack-parts');

module.exports = (_env, argv) => {
  const mode = modeOf(argv);
  return {
    ...baseConfig({ packageDir: __dirname, mode }),
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
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
    ],
  };
};

/**
 * Build pieces every front-end container uses (shell and remotes): TypeScript through swc-loader,
 * asset modules, resolution. Federation settings stay in each webpack.config.js and shared.js.
 */
const path = require('node:path');

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic' } },
      },
    },
  },
};

const assetRule = { test: /\.(png|svg|jpe?g|gif|webp)$/i, type: 'asset/resource' };

/**
 * The API contract only declares constants, types and yup schemas, so a screen that needs ROLE_BADGES
 * must not pull in every schema (and yup with them): mark its modules free of side effects.
 */
const contractRule = { test: /[\\/]api[\\/]src[\\/]contract[\\/]/, sideEffects: false };

/** The common part of a container's webpack config. */
function baseConfig({ packageDir, mode }) {
  const production = mode === 'production';
  return {
    mode,
    context: packageDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: { rules: [swcRule, assetRule, contractRule] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function modeOf(argv) {
  return argv.mode === 'development' ? 'development' : 'production';
}

module.exports = { baseConfig, modeOf, path };

/**
 * Build pieces every front-end container uses (shell and remotes): TypeScript through swc-loader,
 * asset modules, resolution. Federation settings stay in each webpack.config.js and shared.js.
 */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

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

/**
 * A feature's index.ts only re-exports its parts (lint has features reach each other through it). Left to
 * itself webpack counts the side effects of everything an index re-exports (a styled component is a call)
 * as the index's own, so a screen importing one part of a feature would bundle all of it; flagged free of
 * side effects, an index hands over only the parts a screen uses.
 */
const featureIndexRule = { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false };

/** The common part of a container's webpack config. */
function baseConfig({ packageDir, mode }) {
  const production = mode === 'production';
  return {
    mode,
    context: packageDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: { rules: [swcRule, assetRule, contractRule, featureIndexRule] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** What a browser downloads as text; source maps stay uncompressed (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

/**
 * A .br and a .gz beside each compressible file of a production build, at the highest levels (paid
 * once, at build time): the API's static middleware (koa-static) and nginx's gzip_static send them to
 * a browser that accepts the encoding, so no request compresses anything. A file that shrinks by less
 * than a fifth gets neither (compression-webpack-plugin's default minRatio) and is sent as it is.
 */
function precompressedAssets(mode) {
  if (mode !== 'production') return [];
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
  ];
}

function modeOf(argv) {
  return argv.mode === 'development' ? 'development' : 'production';
}

module.exports = { baseConfig, modeOf, precompressedAssets };

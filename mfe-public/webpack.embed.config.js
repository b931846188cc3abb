/**
 * The public schedule's embeds, built into dist/embed/ next to the federated remote. No Module Federation
 * and no federation runtime: a resort's page loads these without the shell.
 *
 * - booking-schedule.js (fixed name): defines <booking-portal-schedule>, the schedule in a shadow root.
 * - schedule-frame.html + its hashed script: the schedule for an iframe, served by the API at /embed/schedule,
 *   so every asset URL starts with /embed/.
 * - frame-resizer.js (fixed name): the host page's listener that sizes that iframe.
 * Each file is self-contained (no shared or split chunks): one request per embed.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { baseConfig, modeOf, precompressedAssets } = require('../shell/federation/webpack-parts');

/** Host pages reference these by name, so they are never hashed (the API serves them with short caching). */
const FIXED_NAMES = new Set(['booking-schedule', 'frame-resizer']);

function createEmbedWebpackConfig({ packageDir }) {
  return (_env = {}, argv = {}) => {
    const mode = modeOf(argv);
    const hashed = mode === 'production' ? '.[contenthash:8]' : '';
    const base = baseConfig({ packageDir, mode });
    return {
      ...base,
      name: 'embed',
      entry: {
        'booking-schedule': './src/embed/booking-schedule.ts',
        'frame-resizer': './src/embed/frame-resizer.ts',
        'schedule-frame': './src/embed/schedule-frame.tsx',
      },
      output: {
        path: path.join(packageDir, 'dist', 'embed'),
        publicPath: '/embed/',
        filename: ({ chunk }) => (FIXED_NAMES.has(chunk.name) ? '[name].js' : `[name]${hashed}.js`),
        chunkFilename: `[name]${hashed}.js`,
        uniqueName: 'mfe_public_embed',
        clean: true,
      },
      optimization: {
        splitChunks: false,
        runtimeChunk: false,
        // ASCII-only output (non-ASCII as \u escapes): a host page may load the script without declaring
        // UTF-8, and the schedule's dashes and emoji must not turn into mojibake there.
        minimizeOptions: { javascript: { compress: { passes: 2 }, format: { ascii_only: true } } },
      },
      plugins: [
        new HtmlWebpackPlugin({
          template: path.join(packageDir, 'src/embed/schedule-frame.html'),
          filename: 'schedule-frame.html',
          chunks: ['schedule-frame'],
          scriptLoading: 'defer',
        }),
        ...precompressedAssets(mode),
      ],
    };
  };
}

module.exports = { createEmbedWebpackConfig };

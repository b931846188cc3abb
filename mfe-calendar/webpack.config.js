/** mfe_calendar: the booking calendar at '/'. Build with `webpack`, or `webpack --env standalone` for the harness. */
const webpack = require('webpack');
const { createRemoteWebpackConfig } = require('../shell/federation/remote-webpack-config');

const remoteConfig = createRemoteWebpackConfig({ packageDir: __dirname, name: 'mfe_calendar' });

/**
 * moment's locale loader makes webpack bundle every locale (about 60 KB gzip) into the calendar's first
 * paint; the portal speaks en-US only (docs/PRODUCT.md section 9), which moment has built in.
 */
const withoutMomentLocales = new webpack.IgnorePlugin({
  resourceRegExp: /^\.\/locale$/,
  contextRegExp: /moment$/,
});

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  return { ...config, plugins: [...(config.plugins ?? []), withoutMomentLocales] };
};

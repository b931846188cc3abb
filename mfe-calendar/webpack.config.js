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

/**
 * FullCalendar 7 ships its look as plain stylesheets (the grid's skeleton and its classic theme) that
 * the calendar imports: webpack's own CSS support emits them as .css files beside the chunks that
 * import them and loads them with those chunks, so no loader and no copy of them is needed.
 */
const nativeCss = { css: true };

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  return {
    ...config,
    experiments: { ...config.experiments, ...nativeCss },
    plugins: [...(config.plugins ?? []), withoutMomentLocales],
  };
};

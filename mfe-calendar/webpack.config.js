/** mfe_calendar: the booking calendar at '/'. Build with `webpack`, or `webpack --env standalone` for the harness. */
const { createRemoteWebpackConfig } = require('../shell/federation/remote-webpack-config');

module.exports = createRemoteWebpackConfig({ packageDir: __dirname, name: 'mfe_calendar' });

/** mfe_public: the public performance schedule at /public. `webpack --env standalone` builds the harness. */
const { createRemoteWebpackConfig } = require('../shell/federation/remote-webpack-config');

module.exports = createRemoteWebpackConfig({ packageDir: __dirname, name: 'mfe_public' });

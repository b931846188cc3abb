/** mfe_admin: /users, /departments, /performers and /admin. `webpack --env standalone` builds the harness. */
const { createRemoteWebpackConfig } = require('../shell/federation/remote-webpack-config');

module.exports = createRemoteWebpackConfig({ packageDir: __dirname, name: 'mfe_admin' });

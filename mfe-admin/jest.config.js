/** Component tests render with the real store and base API of the shell runtime. */
const { browserJestConfig } = require('../jest.base');

module.exports = browserJestConfig({ displayName: 'mfe-admin' });

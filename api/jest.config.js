/** API tests drive createApp() over HTTP against a real database (PostgreSQL when DATABASE_URL is set, else PGlite). */
const { nodeJestConfig } = require('../jest.base');

module.exports = nodeJestConfig({ displayName: 'api', roots: ['<rootDir>/src'] });

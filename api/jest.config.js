/** API tests drive createApp() over HTTP against a real database (PostgreSQL when DATABASE_URL is set, else PGlite). */
const { nodeJestConfig } = require('../jest.base');

module.exports = nodeJestConfig({
  displayName: 'api',
  roots: ['<rootDir>/src'],
  // Each run migrates one template database (and seeds one copy a day) that test files copy.
  globalSetup: '<rootDir>/src/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/jest-global-teardown.ts',
});

/** Component tests render with the real store and base API of the shell runtime. */
module.exports = {
  displayName: 'mfe-calendar',
  // jsdom plus Node's Request/Response/AbortController, which React Router's data router needs.
  testEnvironment: '<rootDir>/../shell/test-support/jsdom-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@booking-portal/shell/runtime$': '<rootDir>/../shell/src/exposed/index.ts',
    '^@booking-portal/shell/test-support$': '<rootDir>/../shell/test-support/index.ts',
    '\\.(png|svg|jpg|jpeg|gif|webp)$': '<rootDir>/../shell/test-support/file-stub.js',
    // FullCalendar's CommonJS build requires preact; jsdom's 'browser' export condition would hand jest
    // preact's ES module build, which CommonJS cannot require.
    '^preact$': '<rootDir>/../node_modules/preact/dist/preact.js',
    '^preact/(compat|hooks)$': '<rootDir>/../node_modules/preact/$1/dist/$1.js',
  },
  setupFilesAfterEnv: ['<rootDir>/../shell/test-support/setup-tests.ts'],
  testTimeout: 20000,
};

/** Component tests render with the real store and base API of the shell runtime. */
module.exports = {
  displayName: 'shell',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    '^@booking-portal/shell/runtime$': '<rootDir>/../shell/src/exposed/index.ts',
    '\\.(png|svg|jpg|jpeg|gif|webp)$': '<rootDir>/../shell/test-support/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/../shell/test-support/setup-tests.ts'],
  testTimeout: 20000,
};

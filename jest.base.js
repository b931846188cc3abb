/**
 * What every package's jest config shares: TypeScript compiled by swc (tsc does the type check), tests
 * in `__tests__` folders next to the code. A package's jest.config.js calls one of these two and adds
 * only what is its own.
 */
const path = require('node:path');

const shellDir = path.join(__dirname, 'shell');

function swcTransform({ jsx }) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: jsx },
        target: 'es2022',
        ...(jsx ? { transform: { react: { runtime: 'automatic' } } } : {}),
      },
    },
  ];
}

/** A Node package's tests (the API against a real database, the deployment files). */
function nodeJestConfig({ displayName, roots, ...own }) {
  return {
    displayName,
    testEnvironment: 'node',
    roots,
    testMatch: ['**/__tests__/**/*.test.ts'],
    transform: { '^.+\\.ts$': swcTransform({ jsx: false }) },
    ...own,
  };
}

/**
 * A front-end package's component tests (the shell and the remotes): rendered with the real store and
 * base API of the shell runtime, in jsdom plus Node's Request/Response/AbortController, which React
 * Router's data router needs.
 */
function browserJestConfig({ displayName, moduleNameMapper = {}, ...own }) {
  return {
    displayName,
    testEnvironment: path.join(shellDir, 'test-support/jsdom-environment.js'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform({ jsx: true }) },
    moduleNameMapper: {
      '^@booking-portal/shell/runtime$': path.join(shellDir, 'src/exposed/index.ts'),
      '^@booking-portal/shell/test-support$': path.join(shellDir, 'test-support/index.ts'),
      '\\.(png|svg|jpg|jpeg|gif|webp)$': path.join(shellDir, 'test-support/file-stub.js'),
      ...moduleNameMapper,
    },
    setupFilesAfterEnv: [path.join(shellDir, 'test-support/setup-tests.ts')],
    testTimeout: 20000,
    ...own,
  };
}

module.exports = { nodeJestConfig, browserJestConfig };

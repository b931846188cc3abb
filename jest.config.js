/** Root jest: runs every package's own jest config together (one config per package). */
module.exports = {
  projects: [
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-calendar',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-public',
    '<rootDir>/infra',
  ],
  // Global options are ignored inside projects: a two-core CI machine needs room for the database tests.
  testTimeout: 60000,
  maxWorkers: 2,
};

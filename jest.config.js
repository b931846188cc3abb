/** Root jest: runs every package's own jest config together (one config per package). */
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/shell', '<rootDir>/mfe-calendar', '<rootDir>/mfe-admin', '<rootDir>/mfe-public'],
};

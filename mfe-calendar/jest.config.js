/** Component tests render with the real store and base API of the shell runtime. */
const { browserJestConfig } = require('../jest.base');

module.exports = browserJestConfig({
  displayName: 'mfe-calendar',
  moduleNameMapper: {
    // FullCalendar's CommonJS build requires preact; jsdom's 'browser' export condition would hand jest
    // preact's ES module build, which CommonJS cannot require.
    '^preact$': '<rootDir>/../node_modules/preact/dist/preact.js',
    '^preact/(compat|hooks)$': '<rootDir>/../node_modules/preact/$1/dist/$1.js',
  },
});

/** Component tests render with the real store and base API of the shell runtime. */
const path = require('node:path');
const { browserJestConfig } = require('../jest.base');

module.exports = browserJestConfig({
  displayName: 'mfe-calendar',
  moduleNameMapper: {
    // FullCalendar's stylesheets: webpack's CSS support puts them on the page; jsdom lays nothing out,
    // so a test imports them as nothing (the stub the shell's tests give images).
    '\\.css$': path.join(__dirname, '../shell/test-support/file-stub.js'),
  },
  // FullCalendar 7 (and the Temporal polyfill it dates with) ships ES modules only: swc turns them into
  // the CommonJS jest runs, like the portal's own code.
  setupFiles: [path.join(__dirname, 'src/test-support/resize-observer.ts')],
  transformIgnorePatterns: ['/node_modules/(?!(@fullcalendar|@full-ui|temporal-polyfill|temporal-utils)/)'],
});

/**
 * Run after `webpack` in `npm run build`: prints the gzip size of each embed file and fails the build when
 * booking-schedule.js is over its budget (docs/ARCHITECTURE.md section 6: the public embed at most 100 KB gzip).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const EMBED_DIR = path.join(__dirname, '..', 'dist', 'embed');
const BUDGET_BYTES = 100 * 1000;
const BUDGETED = 'booking-schedule.js';

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const files = fs.readdirSync(EMBED_DIR).filter((name) => name.endsWith('.js') || name.endsWith('.html'));
for (const name of files.sort()) {
  console.log(`embed ${name}: ${kb(gzipSize(path.join(EMBED_DIR, name)))} gzip`);
}

const size = gzipSize(path.join(EMBED_DIR, BUDGETED));
if (size > BUDGET_BYTES) {
  console.error(`${BUDGETED} is ${kb(size)} gzip, over its budget of ${kb(BUDGET_BYTES)}.`);
  process.exit(1);
}
console.log(`${BUDGETED}: ${kb(size)} gzip, within the ${kb(BUDGET_BYTES)} budget.`);

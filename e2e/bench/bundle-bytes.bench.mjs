/**
 * Bytes of the production build (gzip, as served), against the budgets of docs/ARCHITECTURE.md section 6 as the
 * baseline: each remoteEntry.js at most 10 KB, the public embed at most 100 KB with no federation
 * runtime. Counted from the files in each package's dist/, gzip level 9 (source maps excluded).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repositoryRoot } from './bench-paths.mjs';

const KB = 1000;
const REMOTE_ENTRY_BUDGET_KB = 10;
const EMBED_BUDGET_KB = 100;
const PACKAGES = ['shell', 'mfe-calendar', 'mfe-admin', 'mfe-public'];

function gzipKb(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / KB;
}

function javascriptFilesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return javascriptFilesUnder(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

function round1(value) {
  return Math.round(value * 10) / 10;
}

export async function benchBundleBytes() {
  const measured = {};
  const bars = [];
  for (const name of PACKAGES) {
    const dist = join(repositoryRoot, name, 'dist');
    const files = javascriptFilesUnder(dist).filter((file) => !file.includes(`${join(dist, 'embed')}/`));
    measured[`${name}JsKb`] = round1(files.reduce((sum, file) => sum + gzipKb(file), 0));
    if (name !== 'shell') {
      const entry = round1(gzipKb(join(dist, 'remoteEntry.js')));
      measured[`${name}RemoteEntryKb`] = entry;
      bars.push({
        label: `${name} remoteEntry`,
        required: `<= ${REMOTE_ENTRY_BUDGET_KB} KB`,
        met: entry <= REMOTE_ENTRY_BUDGET_KB,
      });
    }
  }
  const embed = readFileSync(join(repositoryRoot, 'mfe-public/dist/embed/booking-schedule.js'), 'utf8');
  measured.embedKb = round1(gzipKb(join(repositoryRoot, 'mfe-public/dist/embed/booking-schedule.js')));
  const federationFree = !embed.includes('__FEDERATION__') && !embed.includes('remoteEntry');
  bars.push({
    label: 'public embed',
    required: `<= ${EMBED_BUDGET_KB} KB`,
    met: measured.embedKb <= EMBED_BUDGET_KB,
  });
  bars.push({ label: 'embed without federation runtime', required: 'yes', met: federationFree });
  return {
    name: 'Bundle bytes (gzip)',
    detail:
      "all JavaScript of each package's dist/ (every chunk, loaded or lazy; the embed counted apart), each " +
      'remoteEntry.js, and the public embed (mfe-public/dist/embed/booking-schedule.js), gzip level 9',
    baselineName: 'the budgets of docs/ARCHITECTURE.md section 6',
    baseline: { remoteEntryKb: REMOTE_ENTRY_BUDGET_KB, embedKb: EMBED_BUDGET_KB },
    measured,
    bars,
  };
}

#!/usr/bin/env node
/**
 * CI's check of skipped tests (.ci/run): every test jest skipped must sit in a file that the
 * expected list on standard input names for its pass, and the browser tests skip nothing.
 *
 *   node .ci/check-skips.mjs <log directory> <repository root> < expected-skips
 *
 * Expected lines read "<pass> <test file> <why>"; the log directory holds jest's JSON report of each
 * pass (<pass>.json) and Playwright's output (e2e.log).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const PASSES = ['postgres', 'embedded'];
const RAN = new Set(['passed', 'failed']);

const [logDirectory, root] = process.argv.slice(2);
if (!logDirectory || !root) throw new Error('usage: check-skips.mjs <log directory> <repository root>');

const expected = new Map();
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const [pass, file, ...why] = line.trim().split(/\s+/);
  expected.set(`${pass} ${file}`, why.join(' '));
}

const unexpected = [];
for (const pass of PASSES) {
  const report = JSON.parse(readFileSync(join(logDirectory, `${pass}.json`), 'utf8'));
  for (const result of report.testResults) {
    const file = relative(root, result.name);
    const skipped = result.assertionResults.filter((test) => !RAN.has(test.status));
    if (skipped.length === 0) continue;
    const why = expected.get(`${pass} ${file}`);
    if (why === undefined) {
      for (const test of skipped) unexpected.push(`${pass} pass, ${file}: ${test.fullName} (${test.status})`);
    } else {
      console.log(`expected: ${pass} pass, ${file}: ${skipped.length} skipped (${why})`);
    }
  }
}

// Playwright's list reporter ends with lines such as '  3 skipped'.
const browserSkips = readFileSync(join(logDirectory, 'e2e.log'), 'utf8')
  .split('\n')
  .map((line) => /^\s+(\d+) skipped/.exec(line))
  .filter((match) => match !== null)
  .reduce((sum, match) => sum + Number(match[1]), 0);
if (browserSkips > 0) unexpected.push(`${browserSkips} browser tests skipped`);

for (const line of unexpected) console.log(`UNEXPECTED skip: ${line}`);
if (unexpected.length > 0) {
  console.log('CI expects no other skip: fix its cause, or name its file in .ci/run with the reason.');
  process.exit(1);
}

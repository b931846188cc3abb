/** Writes the benchmark figures to docs/PERFORMANCE.md: every figure beside the baseline of the same run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import os from 'node:os';
import { chromiumVersion } from './bench-browser.mjs';
import { performanceReportPath } from './bench-paths.mjs';

function formatFigures(figures) {
  return Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
}

/**
 * Each figure the baseline has too, as a ratio; over a baseline of 0 (no blocking time, no layout
 * shift), as the difference.
 */
function ratioLine(result) {
  const lines = [];
  for (const [name, value] of Object.entries(result.measured)) {
    const base = result.baseline[name];
    if (typeof base !== 'number' || typeof value !== 'number' || (base === 0 && value === 0)) continue;
    lines.push(
      base === 0 ? `${name} ${value > 0 ? '+' : ''}${value} over 0` : `${name} x${(value / base).toFixed(2)}`,
    );
  }
  return lines.join(', ');
}

export function barsLine(result) {
  return result.bars
    .map(
      (bar) =>
        `${bar.label} ${bar.required}: ${bar.met ? 'met' : 'NOT met'}${bar.note ? ` (${bar.note})` : ''}`,
    )
    .join('; ');
}

export function writePerformanceReport(results, { durationSeconds }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (e2e/bench/run.mjs); do not edit by hand. Every figure is measured beside a',
    'baseline in the same run on the same machine, and reported as a ratio to it (DESIGN.md section 6).',
    '',
    `- Run: ${new Date().toISOString()} on ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,`,
    `  Node ${process.version}; app, PostgreSQL and load generator on this one machine; ${durationSeconds} s per load run.`,
    `- Browser benchmarks (calendar views, first calendar paint, public embeds): headless ${chromiumVersion() ?? 'Chromium (version unknown)'}.`,
    '',
    '| Benchmark | Baseline | Baseline figures | Portal figures | Portal / baseline | Bars |',
    '|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    lines.push(
      `| ${result.name} | ${result.baselineName} | ${formatFigures(result.baseline)} | ${formatFigures(result.measured)} | ${ratioLine(result)} | ${barsLine(result)} |`,
    );
  }
  lines.push('', '## What was measured', '');
  for (const result of results) lines.push(`- **${result.name}**: ${result.detail}.`);
  lines.push('');
  mkdirSync(dirname(performanceReportPath), { recursive: true });
  writeFileSync(performanceReportPath, lines.join('\n'));
}

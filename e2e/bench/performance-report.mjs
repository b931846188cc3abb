/** Writes the benchmark figures to docs/PERFORMANCE.md: every figure beside the baseline of the same run. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

function tableRow(result) {
  return `| ${result.name} | ${result.baselineName} | ${formatFigures(result.baseline)} | ${formatFigures(result.measured)} | ${ratioLine(result)} | ${barsLine(result)} |`;
}

const SCALE_HEADING = '## Scale: demo data against five years';

function formatBytes(bytes) {
  if (bytes >= 2 ** 20) return `${(bytes / 2 ** 20).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Bytes of the answer, and on the wire when it came compressed. */
function answerBytes(figures) {
  const size = formatBytes(figures.bytes);
  return figures.wireBytes < figures.bytes ? `${size} (${formatBytes(figures.wireBytes)} sent)` : size;
}

/** The scale benchmark's table: every read, demo against five years, with its verdict. */
export function scaleTableLines(result) {
  const { scale, generationSeconds, rows } = result.scaleReads;
  const lines = [
    SCALE_HEADING,
    '',
    `Five-year set at scale ${scale}, ${generationSeconds === null ? 'built by five-year-data.mjs before the run' : `built in ${generationSeconds} s`}. Bar: p95 on five years within 2x of the demo's`,
    "and under 150 ms, with no 5xx answer or timeout. Times in ms; bytes are each side's median answer, and what was",
    "sent when it came compressed. The spec's unranged reads and the CSV export (streamed, marked so; the calendar never",
    'issues them) are whole histories: their bar is the first bytes within 150 ms and no 5xx or timeout (5 minutes),',
    'however long the download.',
    '',
    '| Read | As | Demo p50 / p95 | Five years p50 / p95 | Ratio (p95) | Bytes (demo / five years) | 5xx or timeouts | Verdict |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const failures = row.fiveYears.serverErrors + row.fiveYears.timeouts;
    lines.push(
      `| ${row.read} | ${row.as} | ${row.demo.p50Ms} / ${row.demo.p95Ms} | ${row.fiveYears.p50Ms} / ${row.fiveYears.p95Ms} | ` +
        `x${row.ratio} | ${answerBytes(row.demo)} / ${answerBytes(row.fiveYears)} | ` +
        `${failures} of ${row.fiveYears.requests} | ${row.streamed ? `streamed, first byte p95 ${row.demo.firstByteP95Ms} / ${row.fiveYears.firstByteP95Ms} ms: ` : ''}${row.met ? 'met' : `NOT met: ${row.misses.join('; ')}`} |`,
    );
  }
  lines.push('');
  return lines;
}

/** Puts the scale table in place of the one the report has, or at its end. */
function replaceScaleSection(lines, result) {
  const start = lines.indexOf(SCALE_HEADING);
  if (start < 0) {
    lines.push('', ...scaleTableLines(result));
    return;
  }
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  lines.splice(start, (next < 0 ? lines.length : next) - start, ...scaleTableLines(result));
}

function measuredLine(result) {
  return `- **${result.name}**: ${result.detail}.`;
}

/**
 * `--only ... --write`: the given benchmarks' row and description replace theirs in the existing
 * report (or are added after the others); every other figure stays as its full run wrote it, and
 * the run line says which rows are newer.
 */
export function updatePerformanceReport(results, { durationSeconds }) {
  if (!existsSync(performanceReportPath)) {
    writePerformanceReport(results, { durationSeconds });
    return;
  }
  const lines = readFileSync(performanceReportPath, 'utf8').split('\n');
  const replaceOrAdd = (line, prefix, lastOfKind) => {
    const at = lines.findIndex((existing) => existing.startsWith(prefix));
    if (at >= 0) lines[at] = line;
    else lines.splice(lastOfKind() + 1, 0, line);
  };
  // New rows go to the end of the benchmarks' table, which ends before 'What was measured' (the
  // scale section's table comes after it).
  const lastRowOfTable = () => {
    const measured = lines.findIndex((line) => line.startsWith('## What was measured'));
    return lines
      .slice(0, measured < 0 ? lines.length : measured)
      .findLastIndex((line) => line.startsWith('|'));
  };
  for (const result of results) {
    replaceOrAdd(tableRow(result), `| ${result.name} |`, lastRowOfTable);
    replaceOrAdd(measuredLine(result), `- **${result.name}**:`, () =>
      lines.findLastIndex((line) => line.startsWith('- **')),
    );
  }
  const runLine = lines.findIndex((line) => line.startsWith('- Browser benchmarks'));
  // A benchmark run again is no longer in an older note of its own.
  const names = new Set(results.map((result) => result.name));
  for (let at = lines.length - 1; at >= 0; at -= 1) {
    const noted = /^- (.+): run alone \(--only\) at /.exec(lines[at] ?? '')?.[1];
    if (noted !== undefined && names.has(noted)) lines.splice(at, 1);
  }
  const note = `- ${results.map((result) => result.name).join(', ')}: run alone (--only) at ${new Date().toISOString()}.`;
  const earlierNote = lines.findIndex((line) => line.startsWith(`- ${results[0]?.name}:`));
  if (earlierNote >= 0) lines[earlierNote] = note;
  else lines.splice(runLine + 1, 0, note);
  for (const result of results) if (result.scaleReads) replaceScaleSection(lines, result);
  writeFileSync(performanceReportPath, lines.join('\n'));
}

export function writePerformanceReport(results, { durationSeconds }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (e2e/bench/run.mjs); do not edit by hand. Every figure is measured beside a',
    'baseline in the same run on the same machine, and reported as a ratio to it (docs/ARCHITECTURE.md section 6).',
    '',
    `- Run: ${new Date().toISOString()} on ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,`,
    `  Node ${process.version}; app, PostgreSQL and load generator on this one machine; ${durationSeconds} s per load run.`,
    `- Browser benchmarks (calendar views, first calendar paint, public embeds): headless ${chromiumVersion() ?? 'Chromium (version unknown)'}.`,
    '',
    '| Benchmark | Baseline | Baseline figures | Portal figures | Portal / baseline | Bars |',
    '|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    lines.push(tableRow(result));
  }
  lines.push('', '## What was measured', '');
  for (const result of results) lines.push(measuredLine(result));
  lines.push('');
  for (const result of results) if (result.scaleReads) lines.push(...scaleTableLines(result));
  mkdirSync(dirname(performanceReportPath), { recursive: true });
  writeFileSync(performanceReportPath, lines.join('\n'));
}

#!/usr/bin/env node
/**
 * `npm run bench`: the benchmarks of docs/ARCHITECTURE.md section 6 against the production build and a fresh
 * PostgreSQL database, each beside its baseline; figures go to docs/PERFORMANCE.md. Benchmarks never
 * run inside `npm test` (tests do not assert wall-clock times).
 *
 *   node e2e/bench/run.mjs [--duration=10] [--only=<benchmark function name part>[,<another>...] [--write]] [--scale=1]
 *                          [--five-year-database-url=<url>]
 *
 * With --only the figures are printed and docs/PERFORMANCE.md is left as it is; with --write as well,
 * those benchmarks' rows in it are replaced (or added) and the others kept. --scale sizes the
 * five-year data set of the scale benchmark (1 is the full set; 0.1 a quick run);
 * --five-year-database-url measures a set five-year-data.mjs built before instead (kept as it is).
 */
import { benchAvailabilityCheck } from './availability.bench.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import {
  benchBookingCreate,
  benchMiddlewareChain,
  benchMixedScenario,
  benchPublicSchedule,
  benchSingleEntityRead,
} from './api.bench.mjs';
import { benchBookingsRead } from './bookings-read.bench.mjs';
import { benchBundleBytes } from './bundle-bytes.bench.mjs';
import { benchChangeSets } from './change-sets.bench.mjs';
import { benchChangePush, benchStreamCost } from './change-push.bench.mjs';
import { benchChangeStreamChaos } from './change-stream-chaos.bench.mjs';
import { benchSaveRace } from './save-race.bench.mjs';
import { benchRollingRelease } from './rolling-release.bench.mjs';
import { benchConditionalRefetch } from './conditional-refetch.bench.mjs';
import { benchFirstCalendarPaint } from './first-calendar-paint.bench.mjs';
import { benchPerformerNotices } from './performer-notices.bench.mjs';
import { benchScaleReads } from './scale-reads.bench.mjs';
import { benchMonthView } from './month-view.bench.mjs';
import { benchFrameEmbed, benchScriptEmbed } from './public-embed.bench.mjs';
import { benchTelemetryMiddleware } from './telemetry-middleware.bench.mjs';
import { benchWeekView } from './week-view.bench.mjs';
import {
  barsLine,
  scaleTableLines,
  updatePerformanceReport,
  writePerformanceReport,
} from './performance-report.mjs';

const durationArgument = process.argv.find((argument) => argument.startsWith('--duration='));
const durationSeconds = durationArgument ? Number(durationArgument.split('=')[1]) : 10;

const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const only = onlyArgument?.split('=')[1]?.toLowerCase();

const scaleArgument = process.argv.find((argument) => argument.startsWith('--scale='));
const scale = scaleArgument ? Number(scaleArgument.split('=')[1]) : 1;

const fiveYearArgument = process.argv.find((argument) => argument.startsWith('--five-year-database-url='));
const fiveYearDatabaseUrl = fiveYearArgument?.split('=').slice(1).join('=');

const BENCHMARKS = [
  benchMiddlewareChain,
  benchSingleEntityRead,
  benchBookingsRead,
  benchConditionalRefetch,
  benchPublicSchedule,
  benchBookingCreate,
  benchMixedScenario,
  benchPerformerNotices,
  benchAvailabilityCheck,
  benchChangeSets,
  benchTelemetryMiddleware,
  benchStreamCost,
  benchChangeStreamChaos,
  benchChangePush,
  benchSaveRace,
  benchMonthView,
  benchWeekView,
  benchFirstCalendarPaint,
  benchBundleBytes,
  benchScriptEmbed,
  benchFrameEmbed,
  benchScaleReads,
  benchRollingRelease,
].filter(
  (benchmark) =>
    only === undefined || only.split(',').some((part) => benchmark.name.toLowerCase().includes(part)),
);

const results = [];
for (const benchmark of BENCHMARKS) {
  const database = await createBenchDatabase();
  try {
    const result = await benchmark({
      databaseUrl: database.url,
      durationSeconds,
      scale,
      fiveYearDatabaseUrl,
    });
    results.push(result);
    console.log(`${result.name}: baseline`, result.baseline, 'portal', result.measured);
    console.log(`  bars: ${barsLine(result)}`);
    if (result.scaleReads) console.log(scaleTableLines(result).join('\n'));
  } finally {
    await database.drop();
  }
}

if (only === undefined) {
  writePerformanceReport(results, { durationSeconds });
  console.log('Figures written to docs/PERFORMANCE.md');
} else if (process.argv.includes('--write')) {
  updatePerformanceReport(results, { durationSeconds });
  console.log(`Rows of ${results.map((result) => result.name).join(', ')} written to docs/PERFORMANCE.md`);
}

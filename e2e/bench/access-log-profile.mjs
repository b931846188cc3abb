/**
 * Where in a run the slow answers were: the API requests of the stack's nginx access log (its
 * `upstream` format: `[$time_local]`, `"$request"`, `request_time=`), change streams left out (they
 * last as long as they are open), split into named windows of wall-clock time, each window's count
 * and p50 / p99 of nginx's request time. The log's time is the second the answer ended.
 */
import { readFileSync } from 'node:fs';
import { percentile, round1 } from './bench-figures.mjs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LINE =
  /\[(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-]\d{4})\] "\w+ (\S+)[^"]*".* request_time=([\d.]+)/;

function answers(accessLog) {
  const parsed = [];
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, day, month, year, hours, minutes, seconds, zone, path, requestTime] = match;
    if (!path.startsWith('/api/') || path.startsWith('/api/changes/stream')) continue;
    const offset = `${zone.slice(0, 3)}:${zone.slice(3)}`;
    const endedAt = Date.parse(
      `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}T${hours}:${minutes}:${seconds}${offset}`,
    );
    parsed.push({ endedAt, ms: Number(requestTime) * 1000 });
  }
  return parsed;
}

/** `windows`: [{ name, from, to }] in Date.now() milliseconds; a window with no answer is left out. */
export function latencyProfile(accessLog, windows) {
  const all = answers(accessLog);
  const profile = {};
  for (const { name, from, to } of windows) {
    // The log's seconds are whole: an answer is in the window if its second overlaps it.
    const inside = all.filter((answer) => answer.endedAt + 1000 > from && answer.endedAt <= to);
    if (inside.length === 0) continue;
    const times = inside.map((answer) => answer.ms);
    profile[name] = {
      requests: inside.length,
      seconds: round1((to - from) / 1000),
      p50Ms: round1(percentile(times, 0.5)),
      p99Ms: round1(percentile(times, 0.99)),
    };
  }
  return profile;
}

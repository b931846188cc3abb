/**
 * LCP, TBT and CLS of a page load from the browser's own performance entries (PerformanceObserver),
 * computed the way Lighthouse and the Core Web Vitals define them. Lighthouse itself is not used: it
 * would add a large dependency tree and run its own Chrome launcher and throttling, where these three
 * figures need only the entries Chromium already reports.
 */

/** Installed with page.addInitScript: collects the top document's entries from its very start. */
export function collectVitalEntries() {
  // A cross-origin frame's paints and tasks are not the host page's (nor are they in Google's figures).
  if (window.self !== window.top) return;
  const entries = { fcp: null, lcp: null, shifts: [], longTasks: [] };
  window.benchVitalEntries = entries;
  const observe = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not report leaves its figure empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') entries.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    entries.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) entries.shifts.push({ startTime: entry.startTime, value: entry.value });
  });
  observe('longtask', (entry) => {
    entries.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  });
}

const LONG_TASK_MS = 50;
const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/**
 * CLS: the largest session window of layout shifts (shifts less than 1 s apart, a window at most 5 s
 * long), input-driven shifts excluded.
 */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let session = { start: -Infinity, last: -Infinity, value: 0 };
  for (const shift of shifts) {
    const continues =
      shift.startTime - session.last < SESSION_GAP_MS && shift.startTime - session.start < SESSION_MAX_MS;
    session = continues
      ? { ...session, last: shift.startTime, value: session.value + shift.value }
      : { start: shift.startTime, last: shift.startTime, value: shift.value };
    largest = Math.max(largest, session.value);
  }
  return largest;
}

/** TBT: of every long task between FCP and `end`, the part beyond 50 ms (tasks clipped to that span). */
function totalBlockingTime(longTasks, fcp, end) {
  let blocking = 0;
  for (const task of longTasks) {
    const start = Math.max(task.startTime, fcp);
    const finish = Math.min(task.startTime + task.duration, end);
    blocking += Math.max(0, finish - start - LONG_TASK_MS);
  }
  return blocking;
}

/** The figures of the page load so far: call once the page has settled. */
export async function readVitals(page) {
  const { entries, now } = await page.evaluate(() => ({
    entries: window.benchVitalEntries,
    now: performance.now(),
  }));
  if (entries.fcp === null || entries.lcp === null)
    throw new Error('no first or largest contentful paint reported');
  return {
    fcpMs: entries.fcp,
    lcpMs: entries.lcp,
    tbtMs: totalBlockingTime(entries.longTasks, entries.fcp, now),
    cls: cumulativeLayoutShift(entries.shifts),
  };
}

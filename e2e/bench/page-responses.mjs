/**
 * The responses a page receives, its frames included, as the network saw them (Playwright's request
 * sizes and timings come from Chromium's DevTools Network events): bytes on the wire (headers and
 * body as sent, compressed or not) and the body's size after gzip -9, which is what docs/ARCHITECTURE.md
 * section 6's byte budgets count, whether or not the server compressed it: Playwright hands back the
 * body decoded (a .br or .gz answer as the file it stands for), so gzip -9 is taken of the same bytes
 * either way.
 */
import { gzipSync } from 'node:zlib';

const KB = 1000;

function isJavaScript(request, response) {
  return request.resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
}

async function describeResponse(request) {
  const response = await request.response();
  if (response === null) return null;
  const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))]);
  const timing = request.timing();
  return {
    url: request.url(),
    javascript: isJavaScript(request, response),
    body,
    wireBytes: sizes.responseHeadersSize + sizes.responseBodySize,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    // Epoch milliseconds, comparable with performance.timeOrigin + performance.now() in the page.
    finishedAt: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : timing.startTime,
  };
}

/** Starts recording; `responses()` waits for every finished request so far to be read. */
export function recordResponses(page) {
  const reading = [];
  page.on('requestfinished', (request) => {
    // A request still being read when its page closes has no sizes any more: it is left out.
    reading.push(describeResponse(request).catch(() => null));
  });
  return {
    async responses() {
      let count;
      do {
        count = reading.length;
        await Promise.all(reading);
      } while (count !== reading.length);
      return (await Promise.all(reading)).filter((response) => response !== null);
    },
  };
}

/** Kilobytes (1000 bytes, as bundle-bytes counts them) to one decimal. */
export function kilobytes(responses, bytesOf) {
  const bytes = responses.reduce((sum, response) => sum + bytesOf(response), 0);
  return Math.round((bytes / KB) * 10) / 10;
}

/** Requests, gzip and wire kilobytes of all `responses` and of their JavaScript. */
export function byteFigures(responses) {
  const javascript = responses.filter((response) => response.javascript);
  return {
    requests: responses.length,
    jsGzipKb: kilobytes(javascript, (response) => response.gzipBytes),
    jsWireKb: kilobytes(javascript, (response) => response.wireBytes),
    totalGzipKb: kilobytes(responses, (response) => response.gzipBytes),
    totalWireKb: kilobytes(responses, (response) => response.wireBytes),
  };
}

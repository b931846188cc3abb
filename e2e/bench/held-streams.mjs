/**
 * Change streams held open through the portal the way open calendars hold them: each reconnects with
 * its Last-Event-ID when a process ends it (a drain), and backs off when refused. A session holds at
 * most five: the portal closes a session's oldest stream when a sixth opens (several tabs of one
 * browser), so more streams than that on one session would close each other over and over instead of
 * staying open; the streams are spread over as many sessions as that takes.
 */
import { openChangeStream } from './change-stream-client.mjs';
import { signIn } from './load.mjs';

const STREAMS_PER_SESSION = 5;
const REFUSED_BACKOFF_MS = 250;

export async function holdStreams({ portal, streams }) {
  const cookies = [];
  for (let session = 0; session < Math.ceil(streams / STREAMS_PER_SESSION); session += 1)
    cookies.push(await signIn(portal));
  const report = { sessions: cookies.length, opened: 0, reconnects: 0, refused: [] };
  const open = new Set();
  let stopped = false;

  async function hold(cookie) {
    let lastEventId = null;
    while (!stopped) {
      let stream;
      try {
        stream = await openChangeStream({ baseUrl: portal, cookie, lastEventId, onEvent: () => undefined });
      } catch (error) {
        if (stopped) return;
        if (report.refused.length < 20) report.refused.push(error.message);
        await new Promise((resolve) => setTimeout(resolve, REFUSED_BACKOFF_MS));
        continue;
      }
      report.opened += 1;
      // Opened while stopping: nobody else would close it.
      if (stopped) {
        await stream.close();
        return;
      }
      open.add(stream);
      await stream.closed;
      open.delete(stream);
      lastEventId = stream.lastEventId;
      if (!stopped) report.reconnects += 1;
    }
  }
  const holders = Array.from({ length: streams }, (_, index) => hold(cookies[index % cookies.length]));
  // Resolves once every stream has opened once (or been refused and is retrying).
  const deadline = Date.now() + 30_000;
  while (report.opened + report.refused.length < streams && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));

  return {
    async stop() {
      stopped = true;
      await Promise.all([...open].map((stream) => stream.close()));
      await Promise.all(holders);
      return report;
    },
  };
}

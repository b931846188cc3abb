import http from 'node:http';
import type { PortalApp } from '../../../app';

/** One server-sent event as a browser's EventSource would see it (comments kept apart). */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: string;
}

/** How long a test waits for an event before it fails (a hang guard, not a measurement). */
const EVENT_DEADLINE_MS = 20_000;

export interface EventStreamReader {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** Every event received so far, in order. */
  readonly events: ReceivedEvent[];
  readonly comments: string[];
  /** The last `id:` received (what EventSource would send back as Last-Event-ID). */
  lastEventId(): string | null;
  /** The first event (received already or still to come) that `matches`, after `from` events. */
  next(what: string, matches: (event: ReceivedEvent) => boolean, from?: number): Promise<ReceivedEvent>;
  /** Settles when the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** The app on a port of its own, so a real HTTP client can hold a stream open. */
export async function listeningPortal(
  portal: PortalApp,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer(portal.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Opens GET `path` with node's http client and parses what arrives as server-sent events, as it
 * arrives. Resolves once the answer's headers are in.
 */
export function openEventStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers }, (response) => {
      const events: ReceivedEvent[] = [];
      const comments: string[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      let lastId: string | null = null;
      let ended = false;
      const ending = new Promise<void>((done) => {
        response.on('close', () => {
          ended = true;
          done();
          for (const waiter of waiters.splice(0)) waiter();
        });
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          let hasField = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) lastId = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) {
              data.push(line.slice(6));
              hasField = true;
            }
          }
          if (hasField) events.push({ id: lastId, event, data: data.join('\n') });
        }
        for (const waiter of waiters.splice(0)) waiter();
      });
      const reader: EventStreamReader = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        lastEventId: () => lastId,
        ended: ending,
        async next(what, matches, from = 0) {
          const giveUpAt = Date.now() + EVENT_DEADLINE_MS;
          for (;;) {
            const found = events.slice(from).find(matches);
            if (found) return found;
            if (ended) throw new Error(`the stream ended before ${what}`);
            const left = giveUpAt - Date.now();
            if (left <= 0) throw new Error(`gave up waiting for ${what}; received ${JSON.stringify(events)}`);
            await new Promise<void>((wake) => {
              const timer = setTimeout(wake, left);
              waiters.push(() => {
                clearTimeout(timer);
                wake();
              });
            });
          }
        },
        close: () => request.destroy(),
      };
      resolve(reader);
    });
    request.on('error', reject);
  });
}

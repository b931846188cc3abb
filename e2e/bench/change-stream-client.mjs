/**
 * A Node reader of the portal's change stream (GET /api/changes/stream, server-sent events), as the
 * benchmarks' clients that are not browsers hold it: events parsed as the EventSource spec reads
 * them (`id:`, `event:`, `data:` lines, a blank line ends one; comment lines are heartbeats), and the
 * id of the last one kept for a reconnect's Last-Event-ID.
 */

const STREAM_PATH = '/api/changes/stream';

function parseEventBlock(block) {
  const event = { id: null, type: 'message', data: '' };
  const data = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.type = value;
    else if (field === 'data') data.push(value);
  }
  event.data = data.join('\n');
  return data.length === 0 && event.id === null ? null : event;
}

/**
 * Opens the stream with the session's cookie; `onEvent({ id, type, data })` runs for each event. Resolves once
 * the answer's headers arrived (rejects on a refused answer), with `closed` (settles when the server or
 * `close()` ends it) and `servedBy` (the answering process, when the portal names it).
 */
export async function openChangeStream({ baseUrl, cookie, lastEventId = null, onEvent }) {
  const abort = new AbortController();
  const headers = { cookie, accept: 'text/event-stream' };
  if (lastEventId !== null) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${baseUrl}${STREAM_PATH}`, { headers, signal: abort.signal });
  if (!response.ok || response.body === null) {
    throw new Error(`the change stream answered ${response.status}: ${await response.text()}`);
  }
  const stream = { lastEventId };
  const decoder = new TextDecoder();
  const closed = (async () => {
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
        let end = buffered.indexOf('\n\n');
        while (end !== -1) {
          const event = parseEventBlock(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (event !== null) {
            if (event.id !== null) stream.lastEventId = event.id;
            onEvent(event);
          }
          end = buffered.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: either way the stream is over.
    }
  })();
  return {
    servedBy: response.headers.get('x-served-by'),
    closed,
    get lastEventId() {
      return stream.lastEventId;
    },
    close() {
      abort.abort();
      return closed;
    },
  };
}

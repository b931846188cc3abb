import {
  API_PATHS,
  CHANGE_STREAM_EVENTS,
  type ChangeEventDto,
  type PresenceEventDto,
} from '@booking-portal/api/contract';
import { changeEventOf, presenceEventOf } from './change-stream-events';
import { reconnectDelayMs } from './reconnect-delay';

/** What the page does with the stream's events. */
export interface ChangeStreamListeners {
  change(event: ChangeEventDto): void;
  /** The server said too much was missed, or the page cannot know what it missed: refetch every read. */
  refetchAll(): void;
  presence(event: PresenceEventDto): void;
  /**
   * The browser gave up on the stream (it retries network errors itself, never an HTTP error such as
   * the 401 of an ended session); the stream is opened again after a wait.
   */
  gaveUp?(): void;
}

export interface ChangeStreamOptions {
  /** Defaults to `new EventSource(url)`; tests pass a fake. */
  createEventSource?: (url: string) => EventSource;
  /** Math.random's kind, for the reconnect jitter. */
  random?: () => number;
}

export interface ChangeStream {
  close(): void;
}

/**
 * How long a hidden page keeps its stream: a quick switch to another tab keeps it, a page left in the
 * background gives its connection back (each open stream holds one of the few connections a browser
 * keeps to a host, and one on the server).
 */
export const HIDDEN_PAGE_KEEPS_STREAM_MS = 5 * 60_000;

/** The query parameter a new EventSource carries the last event id in (it cannot set Last-Event-ID). */
const LAST_EVENT_ID_PARAMETER = 'lastEventId';

/** EventSource.CLOSED, spelled out: jsdom has no EventSource to read it from. */
const CLOSED = 2;

function streamUrl(lastEventId: string | null): string {
  if (lastEventId === null) return API_PATHS.changeStream;
  return `${API_PATHS.changeStream}?${new URLSearchParams({ [LAST_EVENT_ID_PARAMETER]: lastEventId }).toString()}`;
}

/**
 * The page's one change stream (GET /api/changes/stream). The browser's EventSource reconnects by
 * itself after a network error, sending Last-Event-ID; when it gives up (an HTTP error), this opens a
 * new one after a growing, jittered wait, with the last event id in the query. A page hidden for
 * longer than HIDDEN_PAGE_KEEPS_STREAM_MS closes its stream and opens it again, from the last event id,
 * once visible; the store's refetchOnFocus then refetches what the page shows as well. After any
 * reconnect without an event id the page cannot know what it missed, so every read is refetched.
 */
export function openChangeStream(
  listeners: ChangeStreamListeners,
  { createEventSource = (url) => new EventSource(url), random = Math.random }: ChangeStreamOptions = {},
): ChangeStream {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let openedBefore = false;
  let failures = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
  let paused = false;
  let closed = false;

  const rememberId = (event: MessageEvent) => {
    if (event.lastEventId !== '') lastEventId = event.lastEventId;
  };

  const disconnect = () => {
    source?.close();
    source = null;
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
  };

  const connect = () => {
    reconnectTimer = null;
    const opened = createEventSource(streamUrl(lastEventId));
    source = opened;
    opened.onopen = () => {
      failures = 0;
      if (openedBefore && lastEventId === null) listeners.refetchAll();
      openedBefore = true;
    };
    opened.addEventListener(CHANGE_STREAM_EVENTS.change, (event: MessageEvent) => {
      rememberId(event);
      const change = changeEventOf(event.data);
      if (change !== null) listeners.change(change);
    });
    opened.addEventListener(CHANGE_STREAM_EVENTS.refetch, (event: MessageEvent) => {
      rememberId(event);
      listeners.refetchAll();
    });
    opened.addEventListener(CHANGE_STREAM_EVENTS.presence, (event: MessageEvent) => {
      const presence = presenceEventOf(event.data);
      if (presence !== null) listeners.presence(presence);
    });
    opened.onerror = () => {
      // CONNECTING: the browser is retrying by itself. CLOSED: it gave up, so this page takes over.
      if (opened !== source || opened.readyState !== CLOSED) return;
      disconnect();
      listeners.gaveUp?.();
      failures += 1;
      reconnectTimer = setTimeout(connect, reconnectDelayMs(failures, random));
    };
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      if (hiddenTimer === null && !paused) {
        hiddenTimer = setTimeout(() => {
          hiddenTimer = null;
          paused = true;
          disconnect();
        }, HIDDEN_PAGE_KEEPS_STREAM_MS);
      }
      return;
    }
    if (hiddenTimer !== null) clearTimeout(hiddenTimer);
    hiddenTimer = null;
    if (paused) {
      paused = false;
      connect();
    }
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  connect();
  if (document.visibilityState === 'hidden') onVisibilityChange();

  return {
    close() {
      if (closed) return;
      closed = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (hiddenTimer !== null) clearTimeout(hiddenTimer);
      hiddenTimer = null;
      disconnect();
    },
  };
}

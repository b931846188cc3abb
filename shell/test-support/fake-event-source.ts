/**
 * A stand-in for the browser's EventSource: a test opens it through the code under test, then makes
 * it open, deliver events, fail as the browser would, and sees what was closed.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  /** Every source made since the last reset, oldest first. */
  static made: FakeEventSource[] = [];

  static reset(): void {
    FakeEventSource.made = [];
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.made.at(-1);
    if (latest === undefined) throw new Error('No EventSource was opened');
    return latest;
  }

  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedByPage = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.closedByPage = true;
  }

  /** The server answered 200 text/event-stream (again, after a reconnect of the browser's own). */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** One event as the server sends it: `event: <type>`, `id: <id>`, `data: <json>`. */
  emit(type: string, data: unknown, id?: string): void {
    if (id !== undefined) this.lastId = id;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: this.lastId }));
  }

  /** The connection dropped: the browser retries by itself (still CONNECTING). */
  dropConnection(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  /** The server answered an HTTP error (or not an event stream): the browser gives up. */
  failForGood(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  private lastId = '';
}

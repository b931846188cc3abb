import { PassThrough } from 'node:stream';
import {
  CHANGE_STREAM_EVENTS,
  type ChangedScopeDto,
  type ChangeEventDto,
  type PresenceEventDto,
  type RefetchAllEventDto,
} from '../../contract';
import type { Reader } from './scope-visibility';

/** One server-sent event's text; `id` only where the event moves the client's position. */
function eventText(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * How long a client's changes gather before they go as one event: a burst of writes is one refetch,
 * and a busy organization costs each stream at most five writes a second, well inside the second a
 * change has to reach every screen.
 */
export const COALESCE_MS = 200;

/** Which scope a changed scope is: a later change of the same one is sent once with it. */
export const scopeKeyOf = (scope: ChangedScopeDto): string =>
  `${scope.kind}|${scope.organizationId ?? ''}|${scope.month ?? ''}`;

/** The change event telling of the scopes, moving the client's position to `latest`. */
export function changeEventText(scopes: ChangedScopeDto[], latest: number): string {
  const event: ChangeEventDto = { scopes };
  return eventText(CHANGE_STREAM_EVENTS.change, event, latest);
}

/**
 * One open stream: what it is sent (changes gathered for COALESCE_MS, presence and refetches at
 * once), as text written to the answer's body. Writes after the client left go nowhere.
 */
export class EventStreamClient {
  readonly body = new PassThrough();
  readonly openedAt = Date.now();
  private readonly pending = new Map<string, ChangedScopeDto>();
  private pendingLatest = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  /** The editors last sent per booking (their user ids, sorted, joined): an unchanged list is not sent again. */
  private readonly presenceSent = new Map<number, string>();
  private closed = false;
  private readonly onCloseCallbacks: (() => void)[] = [];

  constructor(public reader: Reader) {
    this.body.on('close', () => this.close());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  onClose(callback: () => void): void {
    if (this.closed) callback();
    else this.onCloseCallbacks.push(callback);
  }

  private write(text: string): void {
    if (!this.closed) this.body.write(text);
  }

  /** The stream's first lines: the reconnect delay, and the position a reconnect resumes from. */
  open(position: number): void {
    this.write(`retry: 2000\nid: ${position}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  /** Scopes to send, gathered with any others arriving within COALESCE_MS. */
  queueChanges(scopes: readonly ChangedScopeDto[], latest: number): void {
    if (this.closed || scopes.length === 0) return;
    for (const scope of scopes) this.pending.set(scopeKeyOf(scope), scope);
    this.pendingLatest = Math.max(this.pendingLatest, latest);
    this.flushTimer ??= setTimeout(() => this.flushChanges(), COALESCE_MS);
  }

  /**
   * Changes gathered for every stream of this one's visibility group, as `text` (changeEventText of
   * the scopes): written as it is, or, with changes of this stream's own still gathering, sent with
   * them now as one event.
   */
  sendChanges(text: string, scopes: readonly ChangedScopeDto[], latest: number): void {
    if (this.closed) return;
    if (this.pending.size === 0) {
      this.write(text);
      return;
    }
    for (const scope of scopes) this.pending.set(scopeKeyOf(scope), scope);
    this.pendingLatest = Math.max(this.pendingLatest, latest);
    clearTimeout(this.flushTimer);
    this.flushChanges();
  }

  private flushChanges(): void {
    this.flushTimer = undefined;
    if (this.pending.size === 0) return;
    this.write(changeEventText([...this.pending.values()], this.pendingLatest));
    this.pending.clear();
  }

  /** Everything should be read again; changes gathered so far are covered by it. */
  refetch(reason: RefetchAllEventDto['reason'], position: number): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.pending.clear();
    const event: RefetchAllEventDto = { reason };
    this.write(eventText(CHANGE_STREAM_EVENTS.refetch, event, position));
  }

  /** Who else has the booking's dialog open, unless this client was last told the same. */
  presence(event: PresenceEventDto): void {
    const editors = event.editors
      .map((editor) => editor.userId)
      .sort((a, b) => a - b)
      .join(',');
    if ((this.presenceSent.get(event.bookingId) ?? '') === editors) return;
    if (editors === '') this.presenceSent.delete(event.bookingId);
    else this.presenceSent.set(event.bookingId, editors);
    this.write(eventText(CHANGE_STREAM_EVENTS.presence, event));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.flushTimer);
    this.body.end();
    for (const callback of this.onCloseCallbacks.splice(0)) callback();
  }
}

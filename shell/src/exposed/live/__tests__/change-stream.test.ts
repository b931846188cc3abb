import type { ChangeEventDto, PresenceEventDto } from '@booking-portal/api/contract';
import { HIDDEN_PAGE_KEEPS_STREAM_MS, openChangeStream, type ChangeStream } from '../change-stream';
import { FakeEventSource } from '../../../../test-support/fake-event-source';

const december = { kind: 'bookings', organizationId: 12, month: '2026-12' } as const;

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stream: ChangeStream | null = null;

function open(random: () => number = () => 0) {
  const heard = {
    changes: [] as ChangeEventDto[],
    refetchAll: 0,
    presence: [] as PresenceEventDto[],
    gaveUp: 0,
  };
  stream = openChangeStream(
    {
      change: (event) => heard.changes.push(event),
      refetchAll: () => (heard.refetchAll += 1),
      presence: (event) => heard.presence.push(event),
      gaveUp: () => (heard.gaveUp += 1),
    },
    { createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource, random },
  );
  return heard;
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.reset();
});

afterEach(() => {
  stream?.close();
  stream = null;
  setVisibility('visible');
  jest.useRealTimers();
});

describe('the change stream', () => {
  it('when the server sends change, refetch and presence events, then each reaches its listener', () => {
    const heard = open();
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/changes/stream');
    source.open();

    source.emit('change', { scopes: [december] }, '41');
    source.emit('presence', { bookingId: 7, editors: [{ userId: 3, name: 'Sam', organization: null }] });
    source.emit('refetch', { reason: 'missed' }, '42');

    expect(heard.changes).toEqual([{ scopes: [december] }]);
    expect(heard.presence).toEqual([
      { bookingId: 7, editors: [{ userId: 3, name: 'Sam', organization: null }] },
    ]);
    expect(heard.refetchAll).toBe(1);
  });

  it('when an event is not what the contract says, then it is left out and the stream goes on', () => {
    const heard = open();
    const source = FakeEventSource.latest();
    source.open();
    source.dispatchEvent(new MessageEvent('change', { data: 'not json' }));
    source.emit('change', { scopes: [december, { kind: 'invoices', organizationId: 1, month: null }] });
    expect(heard.changes).toEqual([{ scopes: [december] }]);
  });

  it('when the connection drops, then the browser retries by itself and no second stream is opened', () => {
    const heard = open();
    FakeEventSource.latest().open();
    FakeEventSource.latest().dropConnection();
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(heard.gaveUp).toBe(0);
  });

  it('when the browser gives up, then a new stream opens after a growing wait, from the last event id', () => {
    const heard = open(() => 0);
    const first = FakeEventSource.latest();
    first.open();
    first.emit('change', { scopes: [december] }, '41');
    first.failForGood();
    expect(heard.gaveUp).toBe(1);
    expect(first.closedByPage).toBe(true);

    // Half of 1 s with the jitter at its least, then half of 2 s, then of 4 s.
    jest.advanceTimersByTime(499);
    expect(FakeEventSource.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/changes/stream?lastEventId=41');

    FakeEventSource.latest().failForGood();
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.made).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(3);

    FakeEventSource.latest().failForGood();
    jest.advanceTimersByTime(1_999);
    expect(FakeEventSource.made).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(4);

    // Once open again, the next failure waits the first wait again.
    FakeEventSource.latest().open();
    FakeEventSource.latest().failForGood();
    jest.advanceTimersByTime(500);
    expect(FakeEventSource.made).toHaveLength(5);
    expect(heard.refetchAll).toBe(0);
  });

  it('when the waits grow, then they stop at 30 s, each drawn between half and all of it', () => {
    open(() => 0.999_999);
    for (let failure = 1; failure <= 8; failure += 1) FakeEventSource.latest().failForGood();
    // Only the latest source's failure counts: each failure above hit the same, already closed source.
    expect(FakeEventSource.made).toHaveLength(1);

    for (let made = 2; made <= 8; made += 1) {
      jest.advanceTimersByTime(30_000);
      expect(FakeEventSource.made).toHaveLength(made);
      FakeEventSource.latest().failForGood();
    }
    // The eighth wait would be 128 s doubling on; it is 30 s at most.
    jest.advanceTimersByTime(29_999);
    expect(FakeEventSource.made).toHaveLength(8);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(9);
  });

  it('when a stream opens again before any event had an id, then every read is refetched', () => {
    const heard = open();
    FakeEventSource.latest().open();
    expect(heard.refetchAll).toBe(0);
    FakeEventSource.latest().dropConnection();
    FakeEventSource.latest().open();
    expect(heard.refetchAll).toBe(1);
  });

  it('when the page is hidden briefly, then the stream stays open', () => {
    open();
    FakeEventSource.latest().open();
    setVisibility('hidden');
    jest.advanceTimersByTime(HIDDEN_PAGE_KEEPS_STREAM_MS - 1);
    setVisibility('visible');
    jest.advanceTimersByTime(HIDDEN_PAGE_KEEPS_STREAM_MS);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.latest().closedByPage).toBe(false);
  });

  it('when the page stays hidden, then the stream closes, and opens from the last event id once visible', () => {
    const heard = open();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('change', { scopes: [december] }, '41');

    setVisibility('hidden');
    jest.advanceTimersByTime(HIDDEN_PAGE_KEEPS_STREAM_MS);
    expect(first.closedByPage).toBe(true);
    jest.advanceTimersByTime(HIDDEN_PAGE_KEEPS_STREAM_MS * 10);
    expect(FakeEventSource.made).toHaveLength(1);

    setVisibility('visible');
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/changes/stream?lastEventId=41');
    FakeEventSource.latest().open();
    expect(heard.refetchAll).toBe(0);
  });

  it('when the page is hidden while waiting to reconnect, then it waits until visible', () => {
    open();
    FakeEventSource.latest().failForGood();
    setVisibility('hidden');
    jest.advanceTimersByTime(500);
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.latest().failForGood();
    jest.advanceTimersByTime(HIDDEN_PAGE_KEEPS_STREAM_MS * 2);
    // Closed after the grace: no new attempt while hidden.
    const madeWhileHidden = FakeEventSource.made.length;
    jest.advanceTimersByTime(HIDDEN_PAGE_KEEPS_STREAM_MS * 2);
    expect(FakeEventSource.made).toHaveLength(madeWhileHidden);
    setVisibility('visible');
    expect(FakeEventSource.made).toHaveLength(madeWhileHidden + 1);
  });

  it('when closed, then the stream is closed and nothing opens it again', () => {
    open();
    const source = FakeEventSource.latest();
    source.failForGood();
    stream?.close();
    jest.advanceTimersByTime(60_000);
    setVisibility('hidden');
    setVisibility('visible');
    jest.advanceTimersByTime(HIDDEN_PAGE_KEEPS_STREAM_MS * 2);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(source.closedByPage).toBe(true);
  });
});

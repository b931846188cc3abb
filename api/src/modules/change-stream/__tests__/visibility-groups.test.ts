import type { CounterBump } from '../change-messages';
import { COALESCE_MS, EventStreamClient } from '../event-stream-client';
import type { Reader } from '../scope-visibility';
import { createVisibilityGroups } from '../visibility-groups';

/*
 * The streams of one visibility key share one gathering of changes and one event text: each must
 * still be told exactly what it was told when every stream gathered on its own.
 */

const owner = (userId: number): Reader => ({ userId, role: 'owner', organizationId: 2, department: null });
const guest = (userId: number): Reader => ({ userId, role: 'user', organizationId: 3, department: 'DUSK' });

const bookingsBump = (organizationId: number, month: number, version: number): CounterBump => ({
  scope: 'bookings',
  organizationId,
  period: 2031 * 12 + month - 1,
  department: 'DUSK',
  version,
});

/** The client's stream as text: every write to its body so far. */
function written(client: EventStreamClient): () => string {
  let text = '';
  client.body.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return () => text;
}

const changeEvents = (text: string): string[] =>
  text
    .split('\n\n')
    .filter((block) => block.includes('event: change'))
    .map((block) => block.slice(block.indexOf('data: ') + 6));

describe('visibility groups', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells each stream of a key the changes of the window as one event, the same text for all', () => {
    const groups = createVisibilityGroups();
    const [first, second] = [new EventStreamClient(owner(1)), new EventStreamClient(owner(2))];
    const [firstText, secondText] = [written(first), written(second)];
    groups.place(first);
    groups.place(second);
    groups.sendBumps([bookingsBump(2, 5, 11)]);
    groups.sendBumps([bookingsBump(2, 6, 12), bookingsBump(2, 5, 13)]);
    expect(changeEvents(firstText())).toEqual([]);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(changeEvents(firstText())).toEqual([
      JSON.stringify({
        scopes: [
          { kind: 'bookings', organizationId: 2, month: '2031-05' },
          { kind: 'bookings', organizationId: 2, month: '2031-06' },
        ],
      }),
    ]);
    expect(firstText()).toContain('id: 13\n');
    expect(secondText()).toBe(firstText());
  });

  it('tells a stream only what its reader may hear of', () => {
    const groups = createVisibilityGroups();
    const [ownerClient, guestClient] = [new EventStreamClient(owner(1)), new EventStreamClient(guest(2))];
    const [ownerText, guestText] = [written(ownerClient), written(guestClient)];
    groups.place(ownerClient);
    groups.place(guestClient);
    groups.sendBumps([bookingsBump(2, 5, 11)]);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(changeEvents(ownerText())).toHaveLength(1);
    expect(changeEvents(guestText())).toEqual([]);
  });

  it('tells a stream that joined while changes gathered only those after it joined', () => {
    const groups = createVisibilityGroups();
    const [early, late] = [new EventStreamClient(owner(1)), new EventStreamClient(owner(2))];
    const [earlyText, lateText] = [written(early), written(late)];
    groups.place(early);
    groups.sendBumps([bookingsBump(2, 5, 11)]);
    groups.place(late);
    groups.sendBumps([bookingsBump(2, 6, 12)]);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(changeEvents(earlyText())).toHaveLength(1);
    expect(changeEvents(earlyText())[0]).toContain('2031-05');
    expect(changeEvents(lateText())).toEqual([
      JSON.stringify({ scopes: [{ kind: 'bookings', organizationId: 2, month: '2031-06' }] }),
    ]);
  });

  it('sends a stream its own gathered changes and its group’s as one event', () => {
    const groups = createVisibilityGroups();
    const client = new EventStreamClient(owner(1));
    const text = written(client);
    groups.place(client);
    groups.sendBumps([bookingsBump(2, 5, 11)]);
    client.queueChanges([{ kind: 'performers', organizationId: null, month: null }], 9);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(changeEvents(text())).toEqual([
      JSON.stringify({
        scopes: [
          { kind: 'performers', organizationId: null, month: null },
          { kind: 'bookings', organizationId: 2, month: '2031-05' },
        ],
      }),
    ]);
  });

  it('sends nothing gathered to a stream told to read everything again, or closed', () => {
    const groups = createVisibilityGroups();
    const [refetched, closed] = [new EventStreamClient(owner(1)), new EventStreamClient(owner(2))];
    const [refetchedText, closedText] = [written(refetched), written(closed)];
    groups.place(refetched);
    groups.place(closed);
    groups.sendBumps([bookingsBump(2, 5, 11)]);
    groups.forget(refetched);
    refetched.refetch('missed', 11);
    closed.close();
    groups.remove(closed);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(changeEvents(refetchedText())).toEqual([]);
    expect(refetchedText()).toContain('event: refetch');
    expect(changeEvents(closedText())).toEqual([]);
  });

  it('still tells a stream whose reader changed what was gathered for it before', () => {
    const groups = createVisibilityGroups();
    const client = new EventStreamClient(owner(1));
    const text = written(client);
    groups.place(client);
    groups.sendBumps([bookingsBump(2, 5, 11)]);
    client.reader = guest(1);
    groups.place(client);
    groups.sendBumps([bookingsBump(3, 7, 12)]);
    jest.advanceTimersByTime(COALESCE_MS);
    const events = changeEvents(text()).join('\n');
    expect(events).toContain('2031-05');
    expect(events).toContain('2031-07');
  });
});

import type { EventInput } from '@fullcalendar/react';
import { createEventKeeper, keepUnchangedEvents, samePlainData } from '../kept-events';

/** A booking event as the views build it anew from every read: a new object each time. */
function bookingEvent(id: number, title: string, updatedAt = '2026-11-01T10:00:00.000Z'): EventInput {
  return {
    id: String(id),
    title,
    start: '2026-11-12',
    allDay: true,
    backgroundColor: '#2563eb',
    classNames: ['booking'],
    extendedProps: { booking: { id, title, performers: [{ name: 'Ann', instrument: 'Sax' }], updatedAt } },
  };
}

function readOf(titles: readonly string[]): EventInput[] {
  return titles.map((title, index) => bookingEvent(index + 1, title));
}

describe('keeping unchanged calendar events across reads', () => {
  it('when a read answers the same bookings as new objects, then the array shown before is handed on', () => {
    const keep = createEventKeeper();
    const shown = keep(readOf(['Duo', 'Trio', 'Solo']));

    const again = keep(readOf(['Duo', 'Trio', 'Solo']));

    expect(again).toBe(shown);
  });

  it('when one booking changed, then only its event is new and every other event is the object shown before', () => {
    const keep = createEventKeeper();
    const shown = keep(readOf(['Duo', 'Trio', 'Solo']));

    const next = readOf(['Duo', 'Trio', 'Solo']);
    next[1] = bookingEvent(2, 'Trio (moved)', '2026-11-02T09:00:00.000Z');
    const kept = keep(next);

    expect(kept).not.toBe(shown);
    expect(kept[0]).toBe(shown[0]);
    expect(kept[1]).toBe(next[1]);
    expect(kept[1]).not.toBe(shown[1]);
    expect(kept[2]).toBe(shown[2]);
  });

  it('when only a nested field changed (a performer), then that event is the new one', () => {
    const before = bookingEvent(1, 'Duo');
    const after = bookingEvent(1, 'Duo');
    (
      after.extendedProps as { booking: { performers: { instrument: string }[] } }
    ).booking.performers[0]!.instrument = 'Piano';

    const [kept] = keepUnchangedEvents([before], [after]);

    expect(kept).toBe(after);
  });

  it('when bookings are added and removed, then the kept ones keep their objects in the new order', () => {
    const keep = createEventKeeper();
    const shown = keep(readOf(['Duo', 'Trio']));

    const kept = keep([bookingEvent(3, 'Quartet'), bookingEvent(1, 'Duo')]);

    expect(kept).toHaveLength(2);
    expect(kept[0]?.id).toBe('3');
    expect(kept[1]).toBe(shown[0]);
  });

  it('when an event has no id, then it is never taken for another one', () => {
    const before: EventInput = { title: 'Closed', start: '2026-11-12', display: 'background' };
    const after: EventInput = { title: 'Closed', start: '2026-11-12', display: 'background' };

    const kept = keepUnchangedEvents([before], [after]);

    expect(kept[0]).toBe(after);
  });

  it('compares plain data field by field, and anything else by identity', () => {
    expect(samePlainData({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(samePlainData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePlainData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(samePlainData(new Date(0), new Date(1))).toBe(false);
  });
});

import type { EventInput } from '@fullcalendar/react';

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether two values of plain data (strings, numbers, booleans, null, arrays and plain objects: what a
 * calendar event and the booking it carries hold) are equal field by field.
 */
export function samePlainData(first: unknown, second: unknown): boolean {
  if (Object.is(first, second)) return true;
  if (typeof first !== 'object' || typeof second !== 'object' || first === null || second === null)
    return false;
  if (Array.isArray(first) || Array.isArray(second)) {
    return (
      Array.isArray(first) &&
      Array.isArray(second) &&
      first.length === second.length &&
      first.every((item, index) => samePlainData(item, second[index]))
    );
  }
  // Anything else than a plain object (a Date, a Map) is equal only to itself.
  if (!isPlainObject(first) || !isPlainObject(second)) return false;
  const firstRecord = first as Record<string, unknown>;
  const secondRecord = second as Record<string, unknown>;
  const keys = Object.keys(firstRecord);
  return (
    keys.length === Object.keys(secondRecord).length &&
    keys.every(
      (key) => Object.hasOwn(secondRecord, key) && samePlainData(firstRecord[key], secondRecord[key]),
    )
  );
}

/**
 * The events to hand FullCalendar after `next` was built from a new read: each event equal to the one of
 * the same id shown before is that very object, and when nothing changed at all the array shown before is
 * returned as it is. A refetch answers every booking as a new object; handed new objects, FullCalendar
 * re-parses and redraws every event, so an update of one booking would redraw the whole grid.
 */
export function keepUnchangedEvents(shown: EventInput[], next: readonly EventInput[]): EventInput[] {
  const shownById = new Map<string, EventInput>();
  for (const event of shown) if (event.id !== undefined) shownById.set(event.id, event);
  const kept = next.map((event) => {
    const before = event.id === undefined ? undefined : shownById.get(event.id);
    return before !== undefined && samePlainData(before, event) ? before : event;
  });
  const unchanged = kept.length === shown.length && kept.every((event, index) => event === shown[index]);
  return unchanged ? shown : kept;
}

/** A keeper of one calendar's events: each call keeps what did not change since its previous call. */
export function createEventKeeper(): (next: readonly EventInput[]) => EventInput[] {
  let shown: EventInput[] = [];
  return (next) => {
    shown = keepUnchangedEvents(shown, next);
    return shown;
  };
}

import ICAL from 'ical.js';

/** An event as a calendar app holding it would show it. */
export interface StoredEvent {
  uid: string;
  sequence: number;
  /** STATUS as written (CONFIRMED, TENTATIVE, CANCELLED). */
  status: string;
  /** The start's wall clock ('2031-04-10T20:30:00') and its TZID, as the file says them. */
  startWallClock: string;
  timeZone: string | null;
  /** The start as an instant, read through the file's own VTIMEZONE. */
  start: Date;
  end: Date;
  summary: string;
  /** ORGANIZER ('mailto:…'), or null where the event names none. */
  organizer: string | null;
  /** When the copy held was made (DTSTAMP). */
  stamp: Date;
  /** When the event was last revised (LAST-MODIFIED). */
  lastModified: Date;
}

/** What one iCalendar object is made of, as ical.js reads it. */
export interface ParsedCalendar {
  /** METHOD, or null where the object has none (a subscribed feed). */
  method: string | null;
  events: StoredEvent[];
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function integerOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error('not an INTEGER');
  return value;
}

function timeOf(component: ICAL.Component, name: string): ICAL.Time {
  const value = component.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`the event has no ${name.toUpperCase()}`);
  return value;
}

/** DTSTAMP and LAST-MODIFIED MUST be UTC times, written with a 'Z' (RFC 5545 sections 3.8.7.2-3). */
function utcTimeOf(component: ICAL.Component, name: string): Date {
  const value = timeOf(component, name);
  if (value.zone !== ICAL.Timezone.utcTimezone) throw new Error(`${name.toUpperCase()} is not a UTC time`);
  return value.toJSDate();
}

/** An iCalendar text read by ical.js (RFC 5545); its VTIMEZONEs give its TZIDs their rules. */
export function parseWithIcalJs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = new Map(
    calendar.getAllSubcomponents('vtimezone').map((vtimezone) => {
      const zone = new ICAL.Timezone(vtimezone);
      return [zone.tzid, zone] as const;
    }),
  );
  const method = calendar.getFirstPropertyValue('method');
  const events = calendar.getAllSubcomponents('vevent').map((vevent): StoredEvent => {
    const start = timeOf(vevent, 'dtstart');
    const end = timeOf(vevent, 'dtend');
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    const timeZone = typeof tzid === 'string' ? tzid : null;
    const zone = timeZone === null ? undefined : zones.get(timeZone);
    if (timeZone !== null && !zone) throw new Error(`no VTIMEZONE for ${timeZone}`);
    // The wall clock less the zone's offset at it (seconds east of UTC, by the file's own rules).
    const instantOf = (time: ICAL.Time): Date => {
      if (!zone) return time.toJSDate();
      const wallClockMs = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
      return new Date(wallClockMs - zone.utcOffset(time) * 1000);
    };
    return {
      uid: textOf(vevent.getFirstPropertyValue('uid')),
      sequence: integerOf(vevent.getFirstPropertyValue('sequence')),
      status: textOf(vevent.getFirstPropertyValue('status')),
      startWallClock: start.toString(),
      timeZone,
      start: instantOf(start),
      end: instantOf(end),
      summary: textOf(vevent.getFirstPropertyValue('summary')),
      organizer: textOf(vevent.getFirstPropertyValue('organizer')) || null,
      stamp: utcTimeOf(vevent, 'dtstamp'),
      lastModified: utcTimeOf(vevent, 'last-modified'),
    };
  });
  return { method: typeof method === 'string' ? method : null, events };
}

/** Whether `incoming` supersedes `held` (RFC 5546 section 2.1.5: SEQUENCE first, then DTSTAMP). */
function supersedes(incoming: StoredEvent, held: StoredEvent): boolean {
  if (incoming.sequence !== held.sequence) return incoming.sequence > held.sequence;
  return incoming.stamp.getTime() > held.stamp.getTime();
}

/**
 * A calendar store as a calendar app keeps one: events by UID. Importing a PUBLISH object applies
 * each of its events as RFC 5546 section 2.1.5 says: a UID not held is added, a held one is replaced
 * only by a copy with a higher SEQUENCE (the same SEQUENCE and a later DTSTAMP), and a cancelled copy
 * is kept as cancelled. No maintained JavaScript library keeps such a store (ical.js parses, ical-
 * generator writes, the CalDAV adapters leave storage to their host), so the test's store is this one.
 */
export class CalendarStore {
  private readonly events = new Map<string, StoredEvent>();

  /** Imports one iCalendar object; answers how many of its events were taken. */
  import(text: string): number {
    const { method, events } = parseWithIcalJs(text);
    if (method !== 'PUBLISH') throw new Error(`an import must be a PUBLISH, not ${method ?? 'no METHOD'}`);
    let taken = 0;
    for (const incoming of events) {
      // RFC 5546 section 3.2.1: a published event names its ORGANIZER.
      if (incoming.organizer === null) throw new Error(`${incoming.uid} is published without an ORGANIZER`);
      const held = this.events.get(incoming.uid);
      if (held && !supersedes(incoming, held)) continue;
      this.events.set(incoming.uid, incoming);
      taken += 1;
    }
    return taken;
  }

  event(uid: string): StoredEvent | undefined {
    return this.events.get(uid);
  }
}

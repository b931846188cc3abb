import ical, { type VEvent, type VTimeZone } from 'node-ical';

/** The events and time zones of an iCalendar text, read by an independent RFC 5545 parser. */
export function parseCalendar(text: string): { events: VEvent[]; timeZones: VTimeZone[] } {
  const components = Object.values(ical.sync.parseICS(text));
  const events: VEvent[] = [];
  const timeZones: VTimeZone[] = [];
  for (const component of components) {
    if (component?.type === 'VEVENT') events.push(component);
    if (component?.type === 'VTIMEZONE') timeZones.push(component);
  }
  return { events, timeZones };
}

/** A text property as the parser returns it (plain or with parameters). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'val' in value) return String(value.val);
  return '';
}

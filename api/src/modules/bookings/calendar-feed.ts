import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import moment from 'moment';

/** An event's STATUS: the feeds hold confirmed bookings; a digest's file also tentative and cancelled ones. */
export type FeedEventStatus = 'confirmed' | 'tentative' | 'cancelled';

const ICAL_STATUSES: Record<FeedEventStatus, ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/** One booking as a calendar event: only what the feed's reader may see (never notes or titles). */
export interface FeedEvent {
  bookingId: number;
  /** The venue's wall-clock date and start (yyyy-MM-dd, HH:mm) and the length in minutes. */
  date: string;
  time: string;
  duration: number;
  /** The IANA zone of the booking's organization: DTSTART/DTEND carry it as TZID. */
  timeZone: string;
  summary: string;
  location: string | null;
  description: string | null;
  /** When the booking was last written: LAST-MODIFIED, and a subscribed feed's DTSTAMP. */
  updatedAt: string;
  /** How many times the event was revised (booking_calendar_sequences): one UID, one SEQUENCE everywhere. */
  sequence: number;
  /** Confirmed unless said otherwise. */
  status?: FeedEventStatus;
}

/**
 * How the file reaches its reader. A subscribed feed ('subscription') is the calendar as it stands,
 * re-read by the app on its own schedule: it carries no METHOD (RFC 7986 practice; a METHOD would make
 * an app treat it as an iTIP message), and its DTSTAMP is each event's last revision (RFC 5545 section
 * 3.8.7.2, without METHOD). A mailed file ('publication') is an iTIP PUBLISH of the events it names,
 * and its DTSTAMP is when the file was made (the same section, with METHOD).
 */
type CalendarDelivery =
  { kind: 'subscription' } | { kind: 'publication'; createdAt: Date; organizer: CalendarOrganizer };

/** Who publishes a mailed file: a PUBLISH's events MUST name an ORGANIZER (RFC 5546 section 3.2.1). */
export interface CalendarOrganizer {
  name: string;
  email: string;
}

const PORTAL_NAME = 'Booking Portal';

/**
 * The sender of the portal's mails (MAIL_FROM: 'Booking Portal <no-reply@example.com>' or a bare
 * address) as the ORGANIZER of what it publishes; a bare address is named after the portal.
 */
export function calendarOrganizerOf(mailFrom: string): CalendarOrganizer {
  const named = /^\s*"?([^"<>]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  if (!named) return { name: PORTAL_NAME, email: mailFrom.trim() };
  return { name: named[1] || PORTAL_NAME, email: named[2] ?? mailFrom.trim() };
}

export interface FeedCalendar {
  name: string;
  /** The portal's host name: event UIDs are booking-<id>@<host>, stable across reads. */
  host: string;
  /** The calendar's own zone (X-WR-TIMEZONE); every event's zone gets a VTIMEZONE. */
  timeZone: string;
  events: readonly FeedEvent[];
  delivery: CalendarDelivery;
}

/**
 * A wall-clock time as ical-generator writes it under an event's TZID: a moment without a zone is
 * written as is (no conversion through the server's own zone, so no DST gap can shift it).
 */
function wallClock(date: string, time: string): moment.Moment {
  return moment.utc(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true);
}

/** The feed as RFC 5545 text. */
export function renderCalendar(feed: FeedCalendar): string {
  const { delivery } = feed;
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Booking Portal', product: 'Schedule', language: 'EN' },
    // No calendar-wide zone (name null): with one, ical-generator writes every Date in it without a
    // 'Z', and DTSTAMP and LAST-MODIFIED MUST be UTC (RFC 5545 sections 3.8.7.2 and 3.8.7.3). The
    // generator still gives each event's zone its VTIMEZONE; the apps' default zone is said apart.
    timezone: { name: null, generator: getVtimezoneComponent },
    method: delivery.kind === 'publication' ? ICalCalendarMethod.PUBLISH : null,
    x: [['X-WR-TIMEZONE', feed.timeZone]],
  });
  for (const event of feed.events) {
    const start = wallClock(event.date, event.time);
    calendar.createEvent({
      id: `booking-${event.bookingId}@${feed.host}`,
      start,
      end: start.clone().add(event.duration, 'minutes'),
      timezone: event.timeZone,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: ICAL_STATUSES[event.status ?? 'confirmed'],
      sequence: event.sequence,
      organizer: delivery.kind === 'publication' ? delivery.organizer : null,
      stamp: delivery.kind === 'publication' ? delivery.createdAt : new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
    });
  }
  return calendar.toString();
}

import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
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
  updatedAt: string;
  /** Confirmed unless said otherwise. */
  status?: FeedEventStatus;
}

export interface FeedCalendar {
  name: string;
  /** The portal's host name: event UIDs are booking-<id>@<host>, stable across reads. */
  host: string;
  /** The calendar's own zone (X-WR-TIMEZONE); every event's zone gets a VTIMEZONE. */
  timeZone: string;
  events: readonly FeedEvent[];
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
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Booking Portal', product: 'Schedule', language: 'EN' },
    timezone: { name: feed.timeZone, generator: getVtimezoneComponent },
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
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
    });
  }
  return calendar.toString();
}

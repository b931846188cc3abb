import moment from 'moment';
import { endTimeOf, type PerformerDto } from '../../contract';
import { composeMail, type MailAttachment, type MailBodies } from '../mail';
import { feedEventsOf } from './booking-feed-events';
import type { BookingRecord, OrganizationZone } from './bookings.types';
import { renderCalendar, type FeedEventStatus } from './calendar-feed';
import { performerViewOf, type NoticeBooking, type NoticeReason } from './performer-notices';
import type { PendingNoticeChange } from './performer-notices.repository';

/** One booking's news for one performer: how it was when they last heard, and how it is now. */
export interface DigestEntry {
  bookingId: number;
  /** Why it last changed (a booking gone from `after` was deleted, or the performer was dropped). */
  reason: NoticeReason;
  before: NoticeBooking | null;
  after: NoticeBooking | null;
  /** When its latest change was made. */
  changedAt: Date;
}

/**
 * A performer's changes gathered per booking, in the order the bookings first changed: the first
 * change's before and the last one's after. A booking that ends as it began (moved and moved back,
 * made and deleted again) is no news and is left out.
 */
export function digestEntriesOf(performerId: number, changes: readonly PendingNoticeChange[]): DigestEntry[] {
  const byBooking = new Map<number, DigestEntry>();
  for (const change of changes) {
    const known = byBooking.get(change.bookingId);
    if (known) {
      known.after = change.after;
      known.reason = change.reason;
      known.changedAt = change.createdAt;
    } else {
      byBooking.set(change.bookingId, {
        bookingId: change.bookingId,
        reason: change.reason,
        before: change.before,
        after: change.after,
        changedAt: change.createdAt,
      });
    }
  }
  return [...byBooking.values()].filter(
    (entry) => performerViewOf(entry.before, performerId) !== performerViewOf(entry.after, performerId),
  );
}

/** What the digest needs to name things: organizations with their zones, and performers. */
export interface DigestDirectory {
  organizations: ReadonlyMap<number, OrganizationZone>;
  performers: ReadonlyMap<number, PerformerDto>;
}

/**
 * Where the performer's feed stands: an owner-made private address ('exists'; only its hash is kept,
 * so it cannot be resent), only the feed their own page links ('page'), or none.
 */
export type FeedAddressState = 'exists' | 'page' | 'none';

const FEED_NOTES: Record<FeedAddressState, string> = {
  exists:
    'Your private calendar feed already shows these changes in any calendar app subscribed to it. ' +
    'Its address is not kept by the portal: if you lost it, ask the portal owner for a new one.',
  page:
    'Your own performer page (the link the portal owner sent you) lists these bookings and links your ' +
    'calendar feed, which shows these changes in any calendar app subscribed to it.',
  none: 'To see your bookings in your own calendar app, ask the portal owner for your private calendar feed address.',
};

export interface PerformerDigest extends MailBodies {
  subject: string;
  attachments: MailAttachment[];
}

const NOTHING = '—';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function dateLabel(booking: NoticeBooking): string {
  return moment.utc(booking.date, 'YYYY-MM-DD', true).format('ddd D MMM YYYY');
}

function venueLabel(booking: NoticeBooking, directory: DigestDirectory): string {
  const organization =
    booking.organizationId === null ? undefined : directory.organizations.get(booking.organizationId);
  const organizationName = organization?.name ?? 'no organization';
  return booking.department === null ? organizationName : `${booking.department}, ${organizationName}`;
}

/** Start to end on the venue's wall clock, named by the venue's zone (bookings are stored so). */
function timeRangeLabel(booking: NoticeBooking, directory: DigestDirectory): string {
  const organization =
    booking.organizationId === null ? undefined : directory.organizations.get(booking.organizationId);
  const zone = organization ? ` (${organization.timeZone})` : '';
  return `${booking.time}–${endTimeOf(booking.time, booking.duration)}${zone}`;
}

function instrumentLabel(booking: NoticeBooking, performerId: number): string {
  return booking.performers
    .filter((ref) => ref.performerId === performerId)
    .map((ref) => ref.instrument)
    .join(', ');
}

/** The others who play, with their instruments: the performer's own gig, so theirs to know. */
function matesLabel(booking: NoticeBooking, performerId: number, directory: DigestDirectory): string {
  const mates = booking.performers
    .filter((ref) => ref.performerId !== performerId)
    .map((ref) => `${directory.performers.get(ref.performerId)?.name ?? 'a performer'} (${ref.instrument})`);
  return mates.length === 0 ? 'nobody else' : mates.join(', ');
}

function playsIn(booking: NoticeBooking | null, performerId: number): booking is NoticeBooking {
  return booking !== null && booking.performers.some((ref) => ref.performerId === performerId);
}

function headingOf(entry: DigestEntry, performerId: number): string {
  const playedBefore = playsIn(entry.before, performerId);
  const playsNow = playsIn(entry.after, performerId);
  if (!playedBefore) return entry.before === null ? 'New booking' : 'You were added to a booking';
  if (!playsNow) return entry.after === null ? 'Cancelled booking' : 'You were taken off a booking';
  return 'Changed booking';
}

/** 'Label: old → new' where it changed, 'Label: value' where it did not. */
function fieldLine(label: string, before: string | null, after: string | null): string {
  if (before === after) return `  ${label}: ${after ?? NOTHING}`;
  return `  ${label}: ${before ?? NOTHING} → ${after ?? NOTHING}`;
}

/** The booking as the performer should picture it: as it is now, or as they last played in it. */
function shownBooking(entry: DigestEntry, performerId: number): NoticeBooking | null {
  return playsIn(entry.after, performerId) ? entry.after : (entry.before ?? entry.after);
}

function entryLines(entry: DigestEntry, performerId: number, directory: DigestDirectory): string[] {
  const shown = shownBooking(entry, performerId);
  if (!shown) return [];
  const mine = (booking: NoticeBooking | null): booking is NoticeBooking => playsIn(booking, performerId);
  const field = (describe: (booking: NoticeBooking) => string): [string | null, string | null] => {
    return [
      mine(entry.before) ? describe(entry.before) : null,
      mine(entry.after) ? describe(entry.after) : null,
    ];
  };
  return [
    `${headingOf(entry, performerId)}: ${dateLabel(shown)}, ${venueLabel(shown, directory)}`,
    fieldLine('Date', ...field(dateLabel)),
    fieldLine('Venue', ...field((booking) => venueLabel(booking, directory))),
    fieldLine('Time', ...field((booking) => timeRangeLabel(booking, directory))),
    fieldLine('Instrument', ...field((booking) => instrumentLabel(booking, performerId))),
    fieldLine('Playing with', ...field((booking) => matesLabel(booking, performerId, directory))),
    fieldLine('Status', ...field((booking) => booking.status)),
  ];
}

/** The event a calendar should hold now: pending ones tentative, gone ones (for this performer) cancelled. */
function eventStatusOf(entry: DigestEntry, performerId: number): FeedEventStatus {
  if (!playsIn(entry.after, performerId)) return 'cancelled';
  return entry.after.status === 'pending' ? 'tentative' : 'confirmed';
}

function recordOf(entry: DigestEntry, performerId: number): BookingRecord | null {
  const shown = shownBooking(entry, performerId);
  if (!shown) return null;
  const changedAt = entry.changedAt.toISOString();
  return {
    id: entry.bookingId,
    title: '',
    notes: null,
    ensemble: null,
    userId: null,
    createdAt: changedAt,
    organizationId: shown.organizationId,
    department: shown.department,
    date: shown.date,
    time: shown.time,
    duration: shown.duration,
    status: shown.status,
    performers: shown.performers,
    // DTSTAMP and LAST-MODIFIED: this change, so a calendar takes it over what it held.
    updatedAt: changedAt,
  };
}

/** The affected events as one iCalendar file, UIDs equal to the private feed's. */
function calendarOf(
  performer: PerformerDto,
  entries: readonly DigestEntry[],
  directory: DigestDirectory,
  host: string,
): string {
  const statuses = new Map(entries.map((entry) => [entry.bookingId, eventStatusOf(entry, performer.id)]));
  const records = entries.flatMap((entry) => recordOf(entry, performer.id) ?? []);
  const events = feedEventsOf(records, directory.performers, directory.organizations).map((event) => ({
    ...event,
    status: statuses.get(event.bookingId) ?? 'confirmed',
  }));
  const firstZone = events[0]?.timeZone ?? 'UTC';
  return renderCalendar({ name: `${performer.name} - booking changes`, host, timeZone: firstZone, events });
}

/**
 * The digest mail: each booking's changes as old → new, the affected events as an .ics, and where
 * their private feed stands (its address is never stored, so the mail cannot repeat it).
 */
export function composePerformerDigest(
  performer: PerformerDto,
  entries: readonly DigestEntry[],
  directory: DigestDirectory,
  feed: FeedAddressState,
  host: string,
): PerformerDigest {
  const details = entries.flatMap((entry, index) => [
    ...(index === 0 ? [] : ['']),
    ...entryLines(entry, performer.id, directory),
  ]);
  const feedNote = FEED_NOTES[feed];
  const bodies = composeMail({
    greeting: `Hello ${performer.name},`,
    paragraphs: [
      `${plural(entries.length, 'booking of yours has', 'bookings of yours have')} changed since we last wrote. ` +
        "Times are in each venue's time zone.",
    ],
    details,
    closing: [
      'The attached calendar file (bookings.ics) updates these events in your calendar app.',
      feedNote,
      `You get this mail because booking notices are on for ${performer.email ?? 'you'}.`,
    ],
  });
  return {
    ...bodies,
    subject: `Your bookings: ${plural(entries.length, 'change', 'changes')}`,
    attachments: [
      {
        filename: 'bookings.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: calendarOf(performer, entries, directory, host),
      },
    ],
  };
}

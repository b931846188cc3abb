import {
  endTimeOf,
  formatDayLabel,
  formatTimeLabel,
  formatWallClockRangeLabel,
  type PerformerDto,
} from '../../contract';
import {
  bookingAsSeenBy,
  feedEventsOf,
  renderCalendar,
  type BookingDirectory,
  type BookingRecord,
  type CalendarOrganizer,
  type FeedEventStatus,
  type NoticeReason,
} from '../bookings';
import { composeMail, type MailAttachment, type MailBodies } from '../mail';
import { performerViewOf, type NoticeBooking } from './performer-notices';
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
export type DigestDirectory = BookingDirectory;

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

/** 'Tue, Dec 15, 2026': the day as the portal and the performer's page write it. */
function dateLabel(booking: NoticeBooking): string {
  return formatDayLabel(booking.date);
}

function venueLabel(booking: NoticeBooking, directory: DigestDirectory): string {
  return bookingAsSeenBy(null, booking, directory).location;
}

/**
 * '7:00 PM – 9:00 PM EST': start to end on the venue's wall clock (bookings are stored so), named by
 * the venue's zone on that day, as the portal and the performer's page write it.
 */
function timeRangeLabel(booking: NoticeBooking, directory: DigestDirectory): string {
  const { organization } = bookingAsSeenBy(null, booking, directory);
  const end = endTimeOf(booking.time, booking.duration);
  if (!organization) return `${formatTimeLabel(booking.time)} – ${formatTimeLabel(end)}`;
  return formatWallClockRangeLabel(booking.date, booking.time, end, organization.timeZone);
}

function instrumentLabel(booking: NoticeBooking, performerId: number, directory: DigestDirectory): string {
  return bookingAsSeenBy(performerId, booking, directory).own.join(', ');
}

/** The others who play, with their instruments: the performer's own gig, so theirs to know. */
function matesLabel(booking: NoticeBooking, performerId: number, directory: DigestDirectory): string {
  const mates = bookingAsSeenBy(performerId, booking, directory).mates.map(
    (mate) => `${mate.name ?? 'a performer'} (${mate.instrument})`,
  );
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
    fieldLine('Instrument', ...field((booking) => instrumentLabel(booking, performerId, directory))),
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
    // LAST-MODIFIED: this change.
    updatedAt: changedAt,
  };
}

/** What the digest's calendar file is stamped with beyond the bookings themselves. */
export interface DigestCalendarContext {
  /** The portal's host name: UIDs are the feeds' (booking-<id>@<host>). */
  host: string;
  /** Each booking's SEQUENCE as it stands now (a deleted one's is its cancellation's). */
  sequences: ReadonlyMap<number, number>;
  /** When the digest is made: the file's DTSTAMP. */
  createdAt: Date;
  /** The portal as the sender of its mails: the events' ORGANIZER. */
  organizer: CalendarOrganizer;
}

/**
 * The affected events as one iCalendar file, UIDs and SEQUENCEs equal to the feeds'.
 *
 * METHOD:PUBLISH, not REQUEST and CANCEL: RFC 5546 section 3.2.1 has PUBLISH "used to publish an
 * iCalendar object to one or more 'Calendar Users'. There is no interactivity between the publisher
 * and any other 'Calendar User'", whereas REQUEST (section 3.2.2) asks attendees to reply and CANCEL
 * (section 3.2.5) cancels "one or more instances of an existing event" for its attendees. A performer is
 * told of bookings the owner made, not invited to answer them (they answer through their page), and
 * one file holds new, moved and cancelled events together, which one METHOD per object cannot be for
 * REQUEST and CANCEL. Under PUBLISH a cancelled event is the same UID with STATUS:CANCELLED and a
 * higher SEQUENCE (section 3.2.1 allows STATUS CANCELLED), and an app keeps, per UID, the copy of the
 * highest SEQUENCE (section 2.1.5).
 */
function calendarOf(
  performer: PerformerDto,
  entries: readonly DigestEntry[],
  directory: DigestDirectory,
  context: DigestCalendarContext,
): string {
  const statuses = new Map(entries.map((entry) => [entry.bookingId, eventStatusOf(entry, performer.id)]));
  const records = entries.flatMap((entry) => recordOf(entry, performer.id) ?? []);
  const events = feedEventsOf(records, directory.performers, directory.organizations, context.sequences).map(
    (event) => ({
      ...event,
      status: statuses.get(event.bookingId) ?? 'confirmed',
    }),
  );
  const firstZone = events[0]?.timeZone ?? 'UTC';
  return renderCalendar({
    name: `${performer.name} - booking changes`,
    host: context.host,
    timeZone: firstZone,
    events,
    delivery: { kind: 'publication', createdAt: context.createdAt, organizer: context.organizer },
  });
}

/** The entries by the date and start of the booking as shown, the earliest first. */
function chronological(entries: readonly DigestEntry[], performerId: number): DigestEntry[] {
  const startOf = (entry: DigestEntry): string => {
    const shown = shownBooking(entry, performerId);
    return shown ? `${shown.date} ${shown.time}` : '';
  };
  return [...entries].sort(
    (left, right) => startOf(left).localeCompare(startOf(right)) || left.bookingId - right.bookingId,
  );
}

/**
 * The digest mail: each booking's changes as old → new, the earliest booking first, the affected
 * events as an .ics, and where their private feed stands (its address is never stored, so the mail
 * cannot repeat it).
 */
export function composePerformerDigest(
  performer: PerformerDto,
  entries: readonly DigestEntry[],
  directory: DigestDirectory,
  feed: FeedAddressState,
  calendar: DigestCalendarContext,
): PerformerDigest {
  const ordered = chronological(entries, performer.id);
  const details = ordered.flatMap((entry, index) => [
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
        // The METHOD travels in the MIME type too (RFC 6047 section 2.4), so a mail client offers it as one.
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendarOf(performer, ordered, directory, calendar),
      },
    ],
  };
}

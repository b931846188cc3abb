import { addDays, endTimeOf, type PerformerPageGigDto } from '../../contract';
import {
  bookingAsSeenBy,
  todayIn,
  type BookingDirectory,
  type BookingRecord,
  type DateWindow,
} from '../bookings';

/** How far ahead a performer's page lists gigs, from each venue's today. */
const PAGE_GIG_DAYS = 365;

/**
 * The dates to read so that every venue's window is inside: from the earliest today on Earth (UTC-12)
 * to PAGE_GIG_DAYS after the latest (UTC+14). Each gig is then held to its own venue's window.
 */
export function pageReadWindow(now: Date): DateWindow {
  return { from: todayIn('Etc/GMT+12', now), to: addDays(todayIn('Etc/GMT-14', now), PAGE_GIG_DAYS) };
}

/** One booking as its performer sees it, or null when it is outside its venue's window. */
function gigOf(
  performerId: number,
  record: BookingRecord,
  directory: BookingDirectory,
  now: Date,
): PerformerPageGigDto | null {
  const { organization, own, mates } = bookingAsSeenBy(performerId, record, directory);
  // A booking of no (or a vanished) organization has no venue clock and no organization to name.
  if (!organization) return null;
  const today = todayIn(organization.timeZone, now);
  if (record.date < today || record.date > addDays(today, PAGE_GIG_DAYS)) return null;
  // Each mate once (one may play two instruments); those deleted meanwhile are left out.
  const mateNames = new Map(mates.map((mate) => [mate.performerId, mate.name]));
  return {
    bookingId: record.id,
    date: record.date,
    startTime: record.time,
    endTime: endTimeOf(record.time, record.duration),
    timeZone: organization.timeZone,
    organizationName: organization.name,
    venue: record.department,
    instrument: own[0] ?? null,
    ensembleMates: [...mateNames.values()].flatMap((name) => name ?? []),
    tentative: record.status === 'pending',
  };
}

/** The performer's gigs among the records (date and time order kept), each inside its venue's window. */
export function performerPageGigs(
  performerId: number,
  records: readonly BookingRecord[],
  directory: BookingDirectory,
  now: Date,
): PerformerPageGigDto[] {
  return records.flatMap((record) => gigOf(performerId, record, directory, now) ?? []);
}

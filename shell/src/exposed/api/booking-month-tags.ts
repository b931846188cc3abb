import { BOOKING_TAG } from './tags';

/** A booking tag naming the bookings of one organization (or of every one) in one month. */
export interface BookingMonthTag {
  type: typeof BOOKING_TAG;
  id: string;
}

/** Past this many months a read is tagged as covering every month (no calendar read spans that). */
const MOST_MONTHS_TAGGED = 24;
const ALL_MONTHS = 'all-months';
const EVERY_ORGANIZATION = 'every';

/** 'yyyy-MM' of a 'yyyy-MM-dd' date. */
function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Months since year 0 of a 'yyyy-MM' month, and back. */
function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}
function monthOfNumber(months: number): string {
  const year = Math.floor(months / 12);
  return `${String(year).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to` ('yyyy-MM-dd', inclusive); null past the limit, reversed or unknown. */
function monthsBetween(from: string | undefined, to: string | undefined): string[] | null {
  if (from === undefined || to === undefined) return null;
  const first = monthNumber(monthOf(from));
  const last = monthNumber(monthOf(to));
  if (Number.isNaN(first) || Number.isNaN(last) || last < first || last - first >= MOST_MONTHS_TAGGED)
    return null;
  return Array.from({ length: last - first + 1 }, (_, index) => monthOfNumber(first + index));
}

function tagOf(organization: number | typeof EVERY_ORGANIZATION, month: string): BookingMonthTag {
  return { type: BOOKING_TAG, id: `org:${organization}:${month}` };
}

/**
 * The tags a bookings read provides beside the plain BOOKING_TAG: one per month its range covers
 * ('org:12:2026-12'), so a change to another month leaves it alone. A read of no organization (every
 * one the reader sees) is tagged 'org:every:...'; a read of no range, or of a longer one, 'all-months'.
 */
export function bookingMonthTags(
  organizationId: number | undefined,
  range: { from?: string; to?: string },
): BookingMonthTag[] {
  const organization = organizationId ?? EVERY_ORGANIZATION;
  const months = monthsBetween(range.from, range.to) ?? [ALL_MONTHS];
  return months.map((month) => tagOf(organization, month));
}

/**
 * The tags of every read that shows bookings of this organization's month: its own, those of every
 * organization in that month, and those of every month. Null when the change names no organization or
 * no month: then no narrower tag is sure to reach every read that shows it.
 */
export function bookingMonthTagsOfChange(
  organizationId: number | null,
  month: string | null,
): BookingMonthTag[] | null {
  if (organizationId === null || month === null) return null;
  return [
    tagOf(organizationId, month),
    tagOf(EVERY_ORGANIZATION, month),
    tagOf(organizationId, ALL_MONTHS),
    tagOf(EVERY_ORGANIZATION, ALL_MONTHS),
  ];
}

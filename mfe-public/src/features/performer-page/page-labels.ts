import {
  addDays,
  noonOf,
  timeLabel,
  type PerformerPageGigDto,
  type PerformerUnavailabilityDto,
} from '@booking-portal/api/contract';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Sat, May 3, 2031' (docs/PRODUCT.md section 9: locale en-US). */
export function dayLabel(isoDate: string): string {
  return dayFormat.format(noonOf(isoDate));
}

/** The zone's short name on that date ('EDT', 'GMT+14'): the gig's times are that venue's clock. */
export function zoneNameOn(timeZone: string, isoDate: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(`${isoDate}T12:00:00Z`),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** '7:00 PM – 9:00 PM EDT' */
export function gigTimeLabel(gig: PerformerPageGigDto): string {
  return `${timeLabel(gig.startTime)} – ${timeLabel(gig.endTime)} ${zoneNameOn(gig.timeZone, gig.date)}`;
}

/** 'Palm Cove Beach Resort · Lobby Bar', or the organization alone. */
export function gigPlaceLabel(gig: PerformerPageGigDto): string {
  return gig.venue ? `${gig.organizationName} · ${gig.venue}` : gig.organizationName;
}

/**
 * 'Sat, May 3, 2031 (all day)', 'Sat, May 3, 2031 – Sun, May 4, 2031 (all day)', or with times:
 * 'Sat, May 3, 2031 9:00 AM – Sat, May 3, 2031 5:00 PM'. Whole days end at the next day's 00:00.
 */
export function periodLabel(period: PerformerUnavailabilityDto): string {
  if (period.startTime === '00:00' && period.endTime === '00:00') {
    const lastDay = addDays(period.endDate, -1);
    return lastDay === period.startDate
      ? `${dayLabel(period.startDate)} (all day)`
      : `${dayLabel(period.startDate)} – ${dayLabel(lastDay)} (all day)`;
  }
  return `${dayLabel(period.startDate)} ${timeLabel(period.startTime)} – ${dayLabel(period.endDate)} ${timeLabel(period.endTime)}`;
}

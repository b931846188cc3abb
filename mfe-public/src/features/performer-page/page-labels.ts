import {
  addDays,
  formatDayLabel,
  formatWallClockRangeLabel,
  timeLabel,
  type PerformerPageGigDto,
  type PerformerUnavailabilityDto,
} from '@booking-portal/api/contract';

/** 'Sat, May 3, 2031' */
export const dayLabel = formatDayLabel;

/** '7:00 PM – 9:00 PM EDT': the gig's times are that venue's clock, its zone named. */
export function gigTimeLabel(gig: PerformerPageGigDto): string {
  return formatWallClockRangeLabel(gig.date, gig.startTime, gig.endTime, gig.timeZone);
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

import {
  addDays,
  formatMediumDayLabel,
  formatZoneName,
  timeLabel,
  type WallClockSpan,
} from '@booking-portal/api/contract';
import { isWholeDays } from './span-draft';

/** 'Jun 10, 2025' for '2025-06-10'. */
const dateLabel = formatMediumDayLabel;

/**
 * A span as people read it. Whole days show their dates only, the last day included ('Jun 10, 2025 –
 * Jun 12, 2025, all day'); other spans show their times ('Jun 10, 2025, 6:00 PM – 11:00 PM', the end's
 * date only when it is another day).
 */
export function spanLabel(span: WallClockSpan): string {
  if (isWholeDays(span)) {
    const lastDay = addDays(span.endDate, -1);
    const days =
      lastDay === span.startDate
        ? dateLabel(span.startDate)
        : `${dateLabel(span.startDate)} – ${dateLabel(lastDay)}`;
    return `${days}, all day`;
  }
  const start = `${dateLabel(span.startDate)}, ${timeLabel(span.startTime)}`;
  const end =
    span.endDate === span.startDate
      ? timeLabel(span.endTime)
      : `${dateLabel(span.endDate)}, ${timeLabel(span.endTime)}`;
  return `${start} – ${end}`;
}

/** 'America/New_York' reads 'America/New York', as the venue time zone selector shows it. */
export const zoneLabel = formatZoneName;

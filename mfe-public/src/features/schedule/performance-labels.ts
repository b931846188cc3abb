import { timeLabel, type PublicBookingDto } from '@booking-portal/api/contract';

/** '7:00 PM – 10:00 PM' in the spec's 12-hour labels (docs/PRODUCT.md section 9). */
export function timeRangeLabel(booking: Pick<PublicBookingDto, 'startTime' | 'endTime'>): string {
  return `${timeLabel(booking.startTime)} – ${timeLabel(booking.endTime)}`;
}

/** 'AM' for 'Ava Martinez', 'C' for 'Cher': shown when a performer has no image or it fails to load. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

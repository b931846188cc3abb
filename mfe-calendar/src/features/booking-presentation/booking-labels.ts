// The instrument icons live in the contract, shared with the public schedule remote.
import {
  durationLabel,
  endTimeOf,
  instrumentIcon,
  timeLabel,
  type BookingDto,
} from '@booking-portal/api/contract';

/** '7:00 PM - 9:00 PM': start to start plus duration (docs/PRODUCT.md section 9, the day view's end time). */
export function timeRangeLabel(booking: Pick<BookingDto, 'time' | 'duration'>): string {
  return `${timeLabel(booking.time)} - ${timeLabel(endTimeOf(booking.time, booking.duration))}`;
}

/** '2 hours', '1 hour', '1.5 hours'. */
export function bookingDurationLabel(booking: Pick<BookingDto, 'duration'>): string {
  return durationLabel(booking.duration);
}

/**
 * What names one booking to a screen reader among others with the same title on the same day:
 * 'Trio - Lobby Bar at 7:00 PM'. Control labels start with their visible word ('Edit', 'Move', ...).
 */
export function bookingName(booking: Pick<BookingDto, 'title' | 'time'>): string {
  return `${booking.title} at ${timeLabel(booking.time)}`;
}

/** At most 3 instrument icons per booking, then '+N' (docs/PRODUCT.md sections 2 and 9). */
const MAX_INSTRUMENT_ICONS = 3;

export interface InstrumentIcons {
  icons: { instrument: string; icon: string }[];
  /** How many more instruments the '+N' stands for; 0 when none are hidden. */
  hidden: number;
}

export function instrumentIconsOf(booking: Pick<BookingDto, 'performers'>): InstrumentIcons {
  const all = booking.performers.map(({ instrument }) => ({ instrument, icon: instrumentIcon(instrument) }));
  return {
    icons: all.slice(0, MAX_INSTRUMENT_ICONS),
    hidden: Math.max(0, all.length - MAX_INSTRUMENT_ICONS),
  };
}

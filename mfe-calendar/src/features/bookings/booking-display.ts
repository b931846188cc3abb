// The instrument icons live in the contract, shared with the public schedule remote.
import { instrumentIcon, type BookingDto, type DepartmentDto } from '@booking-portal/api/contract';

/** Default booking colour when a booking has no department (SPEC.md section 3, Department). */
export const DEFAULT_BOOKING_COLOR = '#697E6B';

/** The calendar's cycle of 19 fixed pastel colours (SPEC.md section 3, colour rule). */
export const CALENDAR_PASTELS = [
  '#fbcfe8',
  '#bfdbfe',
  '#bbf7d0',
  '#fde68a',
  '#ddd6fe',
  '#fecaca',
  '#a5f3fc',
  '#fed7aa',
  '#d9f99d',
  '#e9d5ff',
  '#99f6e4',
  '#fecdd3',
  '#c7d2fe',
  '#fef08a',
  '#fda4af',
  '#bae6fd',
  '#a7f3d0',
  '#f5d0fe',
  '#e7e5e4',
] as const;

/**
 * A department's colour: its own if set, otherwise the pastel at its alphabetical position among the
 * organization's departments (SPEC.md section 3). Unknown names (a department since deleted) get the
 * default booking colour.
 */
export function departmentColor(name: string | null, departments: readonly DepartmentDto[]): string {
  if (name === null) return DEFAULT_BOOKING_COLOR;
  const own = departments.find((department) => department.name === name);
  if (own?.color) return own.color;
  const sorted = departments.map((department) => department.name).sort((a, b) => a.localeCompare(b));
  const position = sorted.indexOf(name);
  if (position < 0) return DEFAULT_BOOKING_COLOR;
  return CALENDAR_PASTELS[position % CALENDAR_PASTELS.length] ?? DEFAULT_BOOKING_COLOR;
}

/** At most 3 instrument icons per booking, then '+N' (SPEC.md sections 2 and 9). */
export const MAX_INSTRUMENT_ICONS = 3;

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

/**
 * Pending bookings: a striped light-red pattern with a red border and a 'Pending' badge (SPEC.md
 * section 4). A CSS fragment for styled-components and FullCalendar event styles alike.
 */
export const PENDING_BACKGROUND =
  'repeating-linear-gradient(45deg, #fee2e2, #fee2e2 6px, #fecaca 6px, #fecaca 12px)';
export const PENDING_BORDER_COLOR = '#dc2626';

/** Sorts bookings by start time, then title (the day view's and the month cell's order). */
export function byStartTime(first: BookingDto, second: BookingDto): number {
  return first.time.localeCompare(second.time) || first.title.localeCompare(second.title);
}

import type { BookingDto, DepartmentSummaryDto } from '@booking-portal/api/contract';

/** Default booking colour when a booking has no department (docs/PRODUCT.md section 3, Department). */
const DEFAULT_BOOKING_COLOR = '#697E6B';

/** The calendar's cycle of 19 fixed pastel colours (docs/PRODUCT.md section 3, colour rule). */
const CALENDAR_PASTELS = [
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
 * organization's departments (docs/PRODUCT.md section 3). Unknown names (a department since deleted) get the
 * default booking colour.
 */
export function departmentColor(name: string | null, departments: readonly DepartmentSummaryDto[]): string {
  if (name === null) return DEFAULT_BOOKING_COLOR;
  const own = departments.find((department) => department.name === name);
  if (own?.color) return own.color;
  const sorted = departments.map((department) => department.name).sort((a, b) => a.localeCompare(b));
  const position = sorted.indexOf(name);
  if (position < 0) return DEFAULT_BOOKING_COLOR;
  return CALENDAR_PASTELS[position % CALENDAR_PASTELS.length] ?? DEFAULT_BOOKING_COLOR;
}

/**
 * Pending bookings: a striped light-red pattern with a red border and a 'Pending' badge (docs/PRODUCT.md
 * section 4). A CSS fragment for styled-components and FullCalendar event styles alike.
 */
export const PENDING_BACKGROUND =
  'repeating-linear-gradient(45deg, #fee2e2, #fee2e2 6px, #fecaca 6px, #fecaca 12px)';
export const PENDING_BORDER_COLOR = '#dc2626';

/** Text colours that stay readable on any department colour (bookings are drawn on their department's colour). */
const DARK_TEXT = '#0f172a';
const LIGHT_TEXT = '#ffffff';

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of '#RRGGBB'; unparseable colours count as light. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (match === null) return 1;
  const [red, green, blue] = match.slice(1).map((part) => channelLuminance(parseInt(part, 16)));
  return 0.2126 * (red ?? 1) + 0.7152 * (green ?? 1) + 0.0722 * (blue ?? 1);
}

function contrast(first: number, second: number): number {
  const [lighter, darker] = first > second ? [first, second] : [second, first];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Dark or white text, whichever contrasts more with `background` ('#RRGGBB'). */
export function readableTextOn(background: string): string {
  const luminance = relativeLuminance(background);
  return contrast(luminance, relativeLuminance(DARK_TEXT)) >= contrast(luminance, 1) ? DARK_TEXT : LIGHT_TEXT;
}

/** Text on the light-red pending stripes, in either theme. */
export const PENDING_TEXT_COLOR = DARK_TEXT;

/** The class FullCalendar puts on a pending booking's event; the month and week grids' styles stripe it. */
export const PENDING_EVENT_CLASS = 'booking-pending';

/**
 * How a booking's FullCalendar event is coloured: FullCalendar hands `color` and `contrastColor` to its
 * event element as --fc-event-color and --fc-event-contrast-color, which the grids' styles paint with.
 */
export interface BookingEventColors {
  color: string;
  contrastColor: string;
  /** PENDING_EVENT_CLASS on a pending booking. */
  className?: string;
}

/**
 * A booking's event in the month and week grids: its department's colour (docs/PRODUCT.md section 3) with
 * readable text; a pending one is striped, with a red border and dark text, by its class (section 4).
 */
export function bookingEventColors(
  booking: Pick<BookingDto, 'department' | 'status'>,
  departments: readonly DepartmentSummaryDto[],
): BookingEventColors {
  const color = departmentColor(booking.department, departments);
  if (booking.status === 'pending') {
    return { color, contrastColor: PENDING_TEXT_COLOR, className: PENDING_EVENT_CLASS };
  }
  return { color, contrastColor: readableTextOn(color) };
}

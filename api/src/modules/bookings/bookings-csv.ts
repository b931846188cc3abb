import { stringify } from 'csv-stringify/sync';
import type { BookingDto, BookingListQueryInput } from '../../contract';

export const CSV_COLUMNS = [
  'Date',
  'Start',
  'End',
  'Duration (minutes)',
  'Title',
  'Department',
  'Ensemble',
  'Performers',
  'Status',
  'Notes',
] as const;

/** Lets Excel and Numbers read the file as UTF-8 (accented names, em dashes). */
const UTF8_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula starts with one of these (OWASP CSV injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** Text cells that a spreadsheet would evaluate get a leading apostrophe, so they stay text. */
export function neutralizeFormula(cell: string): string {
  return FORMULA_TRIGGERS.some((trigger) => cell.startsWith(trigger)) ? `'${cell}` : cell;
}

function row(booking: BookingDto): string[] {
  const performers = booking.performers
    .map((performer) => `${performer.name} (${performer.instrument})`)
    .join('; ');
  const cells = [
    booking.date,
    booking.startTime,
    booking.endTime,
    String(booking.duration),
    booking.title,
    booking.department ?? '',
    booking.ensemble ?? '',
    performers,
    booking.status,
    booking.notes ?? '',
  ];
  return cells.map(neutralizeFormula);
}

/** The export: a UTF-8 BOM, a header row, one row per booking (CRLF line ends, RFC 4180). */
export function bookingsCsv(bookings: readonly BookingDto[]): string {
  return UTF8_BOM + stringify([[...CSV_COLUMNS], ...bookings.map(row)], { record_delimiter: 'windows' });
}

/** 'bookings-2025-06-01-to-2025-06-30.csv', 'bookings-from-2025-06-01.csv', 'bookings-all.csv'. */
export function bookingsCsvFileName(query: Pick<BookingListQueryInput, 'from' | 'to'>): string {
  if (query.from && query.to) return `bookings-${query.from}-to-${query.to}.csv`;
  if (query.from) return `bookings-from-${query.from}.csv`;
  if (query.to) return `bookings-until-${query.to}.csv`;
  return 'bookings-all.csv';
}

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

/** A line a spreadsheet would run as a formula starts with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Line breaks inside a cell, kept by the split so the cell is put back together unchanged. */
const LINE_BREAK = /(\r\n|\r|\n)/;

/**
 * Text a spreadsheet would evaluate gets a leading apostrophe, so it stays text: the cell's start,
 * and the start of every line inside it, since a spreadsheet may read a line break in a cell as a
 * new row whose first cell is that line.
 */
export function neutralizeFormula(cell: string): string {
  const parts = cell.split(LINE_BREAK);
  // Even indexes are lines, odd ones the breaks between them.
  const neutralized = parts
    .map((part, index) => (index % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
  // A cell that starts with a line break starts with an empty line, which the loop leaves alone.
  return FORMULA_START.test(cell) && !FORMULA_START.test(parts[0] ?? '') ? `'${neutralized}` : neutralized;
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

/**
 * The export: a UTF-8 BOM, a header row, one row per booking (CRLF line ends, RFC 4180). Any cell
 * holding a CR or LF is quoted: csv-stringify quotes only cells holding the whole CRLF delimiter, and
 * an unquoted bare CR or LF would end the row.
 */
export function bookingsCsv(bookings: readonly BookingDto[]): string {
  return (
    UTF8_BOM +
    stringify([[...CSV_COLUMNS], ...bookings.map(row)], {
      record_delimiter: 'windows',
      quoted_match: /[\r\n]/,
    })
  );
}

/** 'bookings-2025-06-01-to-2025-06-30.csv', 'bookings-from-2025-06-01.csv', 'bookings-all.csv'. */
export function bookingsCsvFileName(query: Pick<BookingListQueryInput, 'from' | 'to'>): string {
  if (query.from && query.to) return `bookings-${query.from}-to-${query.to}.csv`;
  if (query.from) return `bookings-from-${query.from}.csv`;
  if (query.to) return `bookings-until-${query.to}.csv`;
  return 'bookings-all.csv';
}

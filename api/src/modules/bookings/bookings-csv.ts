import { stringify } from 'csv-stringify/sync';
import type { BookingDto, BookingStatus } from '../../contract';

/**
 * The export's columns. Organization sits beside the department it qualifies: an owner's export
 * spans every client, and two clubs may each have a 'Ballroom'.
 */
const CSV_COLUMNS = [
  'Date',
  'Start',
  'End',
  'Duration (minutes)',
  'Title',
  'Organization',
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

/**
 * What an export holds: the bookings a batch at a time, their organizations' names (filled in for
 * each batch before it is taken), and the filter it was made with.
 */
export interface BookingsExportStream {
  batches: AsyncIterable<readonly BookingDto[]>;
  organizationNames: ReadonlyMap<number, string>;
  scope: ExportScope;
}

/** The filter of an export, as its file is named after it. */
export interface ExportScope {
  /** The one organization exported; null for every client organization. */
  organizationSlug: string | null;
  /** Department names kept; null for every department. */
  departments: readonly string[] | null;
  status?: BookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function row(booking: BookingDto, organizationNames: ReadonlyMap<number, string>): string[] {
  const performers = booking.performers
    .map((performer) => `${performer.name} (${performer.instrument})`)
    .join('; ');
  const cells = [
    booking.date,
    booking.startTime,
    booking.endTime,
    String(booking.duration),
    booking.title,
    booking.organizationId === null ? '' : (organizationNames.get(booking.organizationId) ?? ''),
    booking.department ?? '',
    booking.ensemble ?? '',
    performers,
    booking.status,
    booking.notes ?? '',
  ];
  return cells.map(neutralizeFormula);
}

/**
 * Records as CSV text, CRLF line ends (RFC 4180), each record ending with its own line end so the
 * parts of a streamed file join into the file. Any cell holding a CR or LF is quoted: csv-stringify
 * quotes only cells holding the whole CRLF delimiter, and an unquoted bare CR or LF would end the row.
 */
function csvRecords(records: readonly string[][]): string {
  return stringify([...records], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/**
 * The export as it is written: a UTF-8 BOM and the header row, then the rows of each batch of
 * bookings as the batch is read.
 */
export async function* bookingsCsvParts({
  batches,
  organizationNames,
}: BookingsExportStream): AsyncGenerator<string, void, undefined> {
  yield UTF8_BOM + csvRecords([[...CSV_COLUMNS]]);
  for await (const bookings of batches) {
    if (bookings.length > 0) yield csvRecords(bookings.map((booking) => row(booking, organizationNames)));
  }
}

/** Beyond this many departments the file name counts them instead of naming each. */
const NAMED_DEPARTMENTS_MAX = 3;

/**
 * A name as a file-name word: lowercase letters and digits of any script joined by dashes, accents
 * dropped ('Pool/Sofra' is 'pool-sofra'); quotes, slashes and control characters never survive.
 */
function fileNameWord(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

function rangeWords({ from, to }: Pick<ExportScope, 'from' | 'to'>): string[] {
  if (from && to) return [`${from}-to-${to}`];
  if (from) return [`from-${from}`];
  if (to) return [`until-${to}`];
  return [];
}

function departmentWords(departments: readonly string[] | null): string[] {
  if (departments === null || departments.length === 0) return [];
  if (departments.length > NAMED_DEPARTMENTS_MAX) return [`${departments.length}-departments`];
  return departments.map(fileNameWord);
}

/**
 * The file is named after its filter, in the order organization, departments, status, range:
 * 'bookings-palm-cove-lobby-bar-2025-06-01-to-2025-06-30.csv', 'bookings-pending.csv'; without
 * any filter 'bookings-all.csv'.
 */
export function bookingsCsvFileName(scope: ExportScope): string {
  const words = [
    scope.organizationSlug === null ? '' : fileNameWord(scope.organizationSlug),
    ...departmentWords(scope.departments),
    scope.status ?? '',
    ...rangeWords(scope),
  ].filter((word) => word !== '');
  return `bookings-${words.length === 0 ? 'all' : words.join('-')}.csv`;
}

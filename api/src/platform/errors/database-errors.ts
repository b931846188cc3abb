import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotNullViolationError,
  UniqueViolationError,
} from 'objection';

export type DatabaseErrorKind = 'unique-violation' | 'reference-violation' | 'invalid-data' | 'unavailable';

/** SQLSTATE codes and classes meaning "the database cannot serve us right now". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '3D000',
  '40001',
  '40P01',
]);
const UNAVAILABLE_SQLSTATE_CLASSES = ['08'];
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /Unable to acquire a connection/i,
  /Knex: Timeout acquiring a connection/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /connection error and is not queryable/i,
  /PGlite is clos(ed|ing)/i,
];

function stringProperty(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const property: unknown = Reflect.get(value, key);
  return typeof property === 'string' ? property : undefined;
}

/** Objection wraps driver errors; the SQLSTATE and system codes live on the native error. */
function nativeErrorOf(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'nativeError' in error) return error.nativeError;
  return error;
}

/**
 * Classifies an error thrown by knex, objection, node-postgres or PGlite; undefined when it is
 * not a database error the HTTP layer should translate.
 */
export function classifyDatabaseError(error: unknown): DatabaseErrorKind | undefined {
  if (error instanceof UniqueViolationError) return 'unique-violation';
  if (error instanceof ForeignKeyViolationError) return 'reference-violation';
  if (
    error instanceof CheckViolationError ||
    error instanceof NotNullViolationError ||
    error instanceof DataError
  ) {
    return 'invalid-data';
  }
  const native = nativeErrorOf(error);
  const code = stringProperty(native, 'code');
  if (code === '23505') return 'unique-violation';
  if (code === '23503') return 'reference-violation';
  if (code === '23514' || code === '23502' || code?.startsWith('22')) return 'invalid-data';
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code))) return 'unavailable';
  if (code && UNAVAILABLE_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))) return 'unavailable';
  if (stringProperty(native, 'name') === 'KnexTimeoutError') return 'unavailable';
  const message = stringProperty(native, 'message') ?? '';
  if (code === undefined && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return 'unavailable';
  return undefined;
}

/**
 * The constraint an integrity violation (unique, foreign key, check, not null) broke, as the
 * database names it; undefined for any other error. A module maps its own constraints to the field
 * a caller can fix.
 */
export function violatedConstraintOf(error: unknown): string | undefined {
  const kind = classifyDatabaseError(error);
  if (kind !== 'unique-violation' && kind !== 'reference-violation' && kind !== 'invalid-data')
    return undefined;
  return stringProperty(error, 'constraint') ?? stringProperty(nativeErrorOf(error), 'constraint');
}

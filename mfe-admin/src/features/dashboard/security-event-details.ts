import { formatCount } from './dashboard-format';
import { isRecord, parsedDetails } from './log-details';

/** One fact of a security event's details, as a person reads it: 'Path' and '/api/admin/metrics'. */
export interface DetailLine {
  label: string;
  value: string;
}

/**
 * Labels of the details the API records (login lockouts, refused roles and origins, rate limits),
 * in the order they read best; any other key follows them, its name turned into words.
 */
const KNOWN_LABELS: readonly (readonly [key: string, label: string])[] = [
  ['method', 'Method'],
  ['path', 'Path'],
  ['route', 'Route'],
  ['email', 'Email'],
  ['count', 'Count'],
  ['failures', 'Failed attempts'],
  ['lockedForSeconds', 'Locked for'],
  ['reason', 'Reason'],
  ['action', 'Action'],
  ['target', 'Target'],
  ['role', 'Role'],
  ['allowedRoles', 'Allowed roles'],
  ['origin', 'Origin'],
  ['limit', 'Limit'],
  ['points', 'Allowed requests'],
  ['windowSeconds', 'Window'],
];

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

/** 'lockedForSeconds' reads 'Locked for seconds', 'ip_address' 'Ip address'. */
export function wordsOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 900 reads '15 minutes', 3600 '1 hour', 45 '45 seconds'. */
function durationOf(seconds: number): string {
  const [amount, unit] =
    seconds % SECONDS_PER_HOUR === 0 && seconds >= SECONDS_PER_HOUR
      ? [seconds / SECONDS_PER_HOUR, 'hour']
      : seconds % SECONDS_PER_MINUTE === 0 && seconds >= SECONDS_PER_MINUTE
        ? [seconds / SECONDS_PER_MINUTE, 'minute']
        : [seconds, 'second'];
  return `${formatCount(amount)} ${unit}${amount === 1 ? '' : 's'}`;
}

/** A detail's value as text: '15 minutes' for a key ending in 'Seconds', 'yes' or 'no', a list joined. */
export function detailValueOf(key: string, value: unknown): string {
  if (typeof value === 'number') return key.endsWith('Seconds') ? durationOf(value) : formatCount(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return key === 'reason' ? wordsOf(value).toLowerCase() : value;
  if (Array.isArray(value)) return value.map((item) => detailValueOf('', item)).join(', ');
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value);
}

/**
 * A security event's details as readable lines. The API stores them as JSON text of an object; any
 * other text (older rows, a plain note) is one line labelled 'Details'.
 */
export function detailLinesOf(details: string | null): DetailLine[] {
  if (details === null || details.trim() === '') return [];
  const value = parsedDetails(details);
  if (!isRecord(value)) return [{ label: 'Details', value: details }];
  const known = KNOWN_LABELS.filter(([key]) => key in value).map(([key, label]) => ({
    label,
    value: detailValueOf(key, value[key]),
  }));
  const knownKeys = new Set(KNOWN_LABELS.map(([key]) => key));
  const others = Object.entries(value)
    .filter(([key]) => !knownKeys.has(key))
    .map(([key, item]) => ({ label: wordsOf(key), value: detailValueOf(key, item) }));
  return [...known, ...others];
}

/**
 * The messages on the change channel: the counters' bumps (change-counters' bump function), the
 * ends of sessions (this module's sessions trigger) and presence in a booking's dialog (this module's
 * own NOTIFY), each a JSON object told apart by its fields.
 */

/** One bumped counter, as change_counters keeps it. */
export interface CounterBump {
  scope: string;
  /** 0 for data of no organization. */
  organizationId: number;
  /** Bookings: months since year 0 of the booking's date (year * 12 + month - 1); 0 otherwise. */
  period: number;
  /** Bookings: the booking's department; '' otherwise. */
  department: string;
  version: number;
}

/** Someone opened (or still has open) a booking's dialog, or closed it. */
export interface PresenceMessage {
  bookingId: number;
  /** The booking's organization and department: who may hear of it. */
  organizationId: number;
  department: string | null;
  userId: number;
  name: string;
  organization: string | null;
  /** False: the dialog was closed. */
  open: boolean;
}

export type ChangeMessage =
  | { kind: 'bumps'; bumps: CounterBump[] }
  /** A statement bumped too many counters to name: the versions it took lie in this range. */
  | { kind: 'bumped-range'; scope: string; from: number; to: number }
  | { kind: 'sessions-ended'; userIds: number[] | 'every' }
  | { kind: 'presence'; presence: PresenceMessage };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function bumpOf(scope: string, key: unknown): CounterBump | null {
  if (!Array.isArray(key) || key.length !== 4) return null;
  const [organizationId, period, department, version]: unknown[] = key;
  if (!isWhole(organizationId) || !isWhole(period) || typeof department !== 'string' || !isWhole(version))
    return null;
  return { scope, organizationId, period, department, version };
}

function presenceOf(value: unknown): PresenceMessage | null {
  if (!isRecord(value)) return null;
  const { bookingId, organizationId, department, userId, name, organization, open } = value;
  if (!isWhole(bookingId) || !isWhole(organizationId) || !isWhole(userId)) return null;
  if (typeof name !== 'string' || typeof open !== 'boolean') return null;
  if (department !== null && typeof department !== 'string') return null;
  if (organization !== null && typeof organization !== 'string') return null;
  return { bookingId, organizationId, department, userId, name, organization, open };
}

/** The message a payload carries; null for anything else (never thrown: a stranger's NOTIFY is ignored). */
export function changeMessageOf(payload: string): ChangeMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { scope, keys, from, to, sessionsEndedOf, presence } = value;
  if (typeof scope === 'string' && Array.isArray(keys)) {
    const bumps = keys.map((key) => bumpOf(scope, key));
    return bumps.every((bump): bump is CounterBump => bump !== null) ? { kind: 'bumps', bumps } : null;
  }
  if (typeof scope === 'string' && isWhole(from) && isWhole(to))
    return { kind: 'bumped-range', scope, from, to };
  if (sessionsEndedOf === 'every') return { kind: 'sessions-ended', userIds: 'every' };
  if (Array.isArray(sessionsEndedOf) && sessionsEndedOf.every(isWhole))
    return { kind: 'sessions-ended', userIds: sessionsEndedOf };
  const announced = presenceOf(presence);
  return announced === null ? null : { kind: 'presence', presence: announced };
}

/** The payload announcing presence (read back by changeMessageOf). */
export function presencePayloadOf(presence: PresenceMessage): string {
  return JSON.stringify({ presence });
}

import type { WallClockSpan } from '@booking-portal/api/contract';
import { spanLabel, zoneLabel } from '../availability';
import { CONFLICT_POLICY_LABELS, isConflictPolicy } from '../booking-policy';
import { isRecord, parsedDetails } from './log-details';
import { detailValueOf, wordsOf, type DetailLine } from './security-event-details';

/** An activity-log entry's details as a person reads them: a sentence, and facts the sentence leaves out. */
export interface ActivityDescription {
  /** What happened; null when the action has no sentence of its own and the lines say it all. */
  sentence: string | null;
  lines: DetailLine[];
}

type Details = Record<string, unknown>;
/** A sentence of one action's details; null when they are not the shape it knows (cut, or older rows). */
type Describe = (details: Details) => ActivityDescription | null;

/** The badges' names of the permission levels. */
const LEVEL_NAMES: Readonly<Record<string, string>> = {
  owner: 'Owner',
  super_admin: 'Super Admin',
  org_admin: 'Org Admin',
  user: 'User',
};

/** Why a sign-in failed, as the login service records it. */
const SIGN_IN_FAILURES: Readonly<Record<string, string>> = {
  wrong_password: 'wrong password',
  unknown_email: 'no account has this e-mail',
  pending_registration: 'the account has not finished registering',
  disabled: 'the account is disabled',
  locked: 'the account is locked',
  throttled: 'too many attempts',
};

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function countOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function recordOf(value: unknown): Details {
  return isRecord(value) ? value : {};
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function levelName(level: unknown): string | null {
  const text = textOf(level);
  return text === null ? null : (LEVEL_NAMES[text] ?? wordsOf(text));
}

function isSpan(value: unknown): value is WallClockSpan & { timeZone?: unknown } {
  return (
    isRecord(value) &&
    ['startDate', 'startTime', 'endDate', 'endTime'].every((key) => typeof value[key] === 'string')
  );
}

/** 'Jun 10, 2025, 6:00 PM – 11:00 PM (America/New York)'. */
function spanText(span: WallClockSpan & { timeZone?: unknown }): string {
  const zone = textOf(span.timeZone);
  return zone === null ? spanLabel(span) : `${spanLabel(span)} (${zoneLabel(zone)})`;
}

/** Any value as plain words: a span as dates, a list joined, an object as its fields, nothing as '—'. */
function plainText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (isSpan(value)) return spanText(value);
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => plainText('', item)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([field, item]) => `${wordsOf(field).toLowerCase()} ${plainText(field, item)}`)
      .join(', ');
  return detailValueOf(key, value);
}

function linesOf(details: Details): DetailLine[] {
  return Object.entries(details).map(([key, value]) => ({
    label: wordsOf(key),
    value: plainText(key, value),
  }));
}

/** The fields an update changed, each 'old → new' ('Department: Lobby Bar → DUSK'). */
function changedLines(before: Details, after: Details): DetailLine[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({
      label: wordsOf(key),
      value: `${plainText(key, before[key])} → ${plainText(key, after[key])}`,
    }));
}

/**
 * Details a write records as `old` and `new` read as what changed; any other field as its own line
 * ('Migrated users: 2').
 */
function genericLines(details: Details): DetailLine[] {
  const { old: before, new: after, ...rest } = details;
  let changes: DetailLine[] = [];
  if (isRecord(before) && isRecord(after)) changes = changedLines(before, after);
  else if (isRecord(after)) changes = linesOf(after);
  else if (isRecord(before)) changes = linesOf(before);
  else rest.old = before;
  if (after !== undefined && !isRecord(after)) rest.new = after;
  const others = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return [...changes, ...linesOf(others)];
}

function said(sentence: string, lines: DetailLine[] = []): ActivityDescription {
  return { sentence, lines };
}

/** 'Added X.' from the name a write's `new` (or `old`) holds under `field`. */
function namedBy(side: 'old' | 'new', field: string, sentence: (name: string) => string): Describe {
  return (details) => {
    const name = textOf(recordOf(details[side])[field]);
    return name === null ? null : said(sentence(name));
  };
}

/** An update: a sentence naming what changed (its old name) and a line for each changed field. */
function updated(field: string, sentence: (name: string) => string): Describe {
  return (details) => {
    const before = recordOf(details.old);
    const name = textOf(before[field]);
    return name === null ? null : said(sentence(name), changedLines(before, recordOf(details.new)));
  };
}

/** A link of a performer's (their calendar feed or their page), created, reset or sent. */
function performerLink(sentence: (performer: string) => string): Describe {
  return (details) => {
    const performer = textOf(details.performer);
    return performer === null ? null : said(sentence(performer));
  };
}

/** A span with its reason: a performer's unavailable period or a venue closure. */
function spanWithReason(sentence: (span: string, details: Details) => string): Describe {
  return (details) => {
    if (!isSpan(details.span)) return null;
    const reason = textOf(details.reason);
    return said(
      sentence(spanText(details.span), details),
      reason === null ? [] : [{ label: 'Reason', value: reason }],
    );
  };
}

/** Before and after of one setting ('from Warn to Block'); null when the new value is missing. */
function settingChange(
  key: string,
  label: (value: unknown) => string | null,
  sentence: (from: string | null, to: string) => string,
): Describe {
  return (details) => {
    const to = label(recordOf(details.new)[key]);
    return to === null ? null : said(sentence(label(recordOf(details.old)[key]), to));
  };
}

const DESCRIPTIONS: ReadonlyMap<string, Describe> = new Map<string, Describe>([
  ['login_success', () => said('Signed in.')],
  [
    'login_failed',
    ({ reason }) => {
      const text = textOf(reason);
      if (text === null) return said('Sign-in failed.');
      return said(`Sign-in failed: ${SIGN_IN_FAILURES[text] ?? wordsOf(text).toLowerCase()}.`);
    },
  ],
  [
    'booking_policy_updated',
    settingChange(
      'conflictPolicy',
      (value) => (isConflictPolicy(value) ? CONFLICT_POLICY_LABELS[value] : null),
      (from, to) =>
        from === null || from === to
          ? `Performer conflict policy set to ${to}.`
          : `Performer conflict policy changed from ${from} to ${to}.`,
    ),
  ],
  [
    'organization_time_zone_updated',
    settingChange(
      'timeZone',
      (value) => {
        const zone = textOf(value);
        return zone === null ? null : zoneLabel(zone);
      },
      (from, to) =>
        from === null || from === to
          ? `Venue time zone set to ${to}.`
          : `Venue time zone changed from ${from} to ${to}.`,
    ),
  ],
  [
    'user_created',
    (details) => {
      const created = recordOf(details.new);
      const email = textOf(created.email);
      if (email === null) return null;
      const level = levelName(created.permissionLevel ?? created.role);
      const department = textOf(created.department);
      return said(
        level === null ? `Added ${email}.` : `Added ${email} as ${level}.`,
        department === null ? [] : [{ label: 'Department', value: department }],
      );
    },
  ],
  ['user_updated', updated('email', (email) => `Changed ${email}.`)],
  ['user_deleted', namedBy('old', 'email', (email) => `Deleted ${email}.`)],
  [
    'user_invited',
    ({ email }) => {
      const invitee = textOf(email);
      return invitee === null ? null : said(`Invitation sent to ${invitee}.`);
    },
  ],
  [
    'user_registered',
    ({ via }) =>
      said(
        via === 'invitation'
          ? 'Registration completed through the invitation.'
          : via === 'registration_link'
            ? 'Registration completed through the registration link.'
            : 'Registration completed.',
      ),
  ],
  [
    'password_reset',
    ({ endedSessions }) => {
      const ended = countOf(endedSessions);
      return said(ended === null ? 'Password reset.' : `Password reset; ${plural(ended, 'session')} ended.`);
    },
  ],
  [
    'user_disabled',
    ({ email, endedSessions }) => {
      const user = textOf(email);
      const ended = countOf(endedSessions);
      if (user === null) return null;
      return said(
        ended === null ? `Disabled ${user}.` : `Disabled ${user}; ${plural(ended, 'session')} ended.`,
      );
    },
  ],
  [
    'user_enabled',
    ({ email }) => {
      const user = textOf(email);
      return user === null ? null : said(`Enabled ${user}.`);
    },
  ],
  [
    'permission_granted',
    (details) => {
      const user = textOf(details.user);
      const level = levelName(recordOf(details.new).permissionLevel);
      return user === null || level === null ? null : said(`Granted ${level} to ${user}.`);
    },
  ],
  [
    'permission_revoked',
    (details) => {
      const level = levelName(recordOf(details.old).permissionLevel);
      return level === null ? null : said(`Revoked a ${level} permission.`);
    },
  ],
  ['department_created', namedBy('new', 'name', (name) => `Added department ${name}.`)],
  ['department_updated', updated('name', (name) => `Changed department ${name}.`)],
  [
    'department_deleted',
    (details) => {
      const name = textOf(recordOf(details.old).name);
      if (name === null) return null;
      const target = textOf(details.migratedTo);
      const bookings = countOf(details.migratedBookings) ?? 0;
      const users = countOf(details.migratedUsers) ?? 0;
      return said(
        target === null
          ? `Deleted department ${name}.`
          : `Deleted department ${name}; moved ${plural(bookings, 'booking')} and ${plural(users, 'user')} to ${target}.`,
      );
    },
  ],
  ['performer_created', namedBy('new', 'name', (name) => `Added performer ${name}.`)],
  ['performer_updated', updated('name', (name) => `Changed performer ${name}.`)],
  ['performer_deleted', namedBy('old', 'name', (name) => `Deleted performer ${name}.`)],
  ['performer_feed_created', performerLink((name) => `Created the calendar feed link of ${name}.`)],
  ['performer_feed_reset', performerLink((name) => `Reset the calendar feed link of ${name}.`)],
  ['performer_page_created', performerLink((name) => `Created the page link of ${name}.`)],
  ['performer_page_reset', performerLink((name) => `Reset the page link of ${name}.`)],
  [
    'performer_page_sent',
    (details) => {
      const performer = textOf(details.performer);
      const email = textOf(details.email);
      if (performer === null) return null;
      return said(
        email === null
          ? `Sent ${performer} their page link.`
          : `Sent ${performer} their page link at ${email}.`,
      );
    },
  ],
  [
    'performer_unavailability_added',
    spanWithReason(
      (span, { via }) =>
        `Unavailable period added${via === 'performer_page' ? ' by the performer on their page' : ''}: ${span}.`,
    ),
  ],
  [
    'performer_unavailability_removed',
    spanWithReason(
      (span, { via }) =>
        `Unavailable period removed${via === 'performer_page' ? ' by the performer on their page' : ''}: ${span}.`,
    ),
  ],
  [
    'venue_closure_added',
    spanWithReason(
      (span, { department }) =>
        `Closure added for ${textOf(department) ?? 'the whole organization'}: ${span}.`,
    ),
  ],
  [
    'venue_closure_removed',
    spanWithReason(
      (span, { department }) =>
        `Closure removed for ${textOf(department) ?? 'the whole organization'}: ${span}.`,
    ),
  ],
  [
    'security_event_resolved',
    ({ eventType, severity }) => {
      const event = textOf(eventType);
      if (event === null) return null;
      const level = textOf(severity);
      return said(
        `Resolved ${level === null ? 'a' : `a ${level}`} security event (${wordsOf(event).toLowerCase()}).`,
      );
    },
  ],
]);

/**
 * An audit row's details as sentences and 'label: value' lines, never as raw JSON: the actions the
 * API writes read as a sentence each; any other (or an unexpected shape) lists its fields, an
 * update's as 'old → new'. Plain text that is not JSON shows as it is.
 */
export function describeActivity(action: string, details: string | null): ActivityDescription {
  const value = details === null || details.trim() === '' ? {} : parsedDetails(details);
  if (!isRecord(value)) return { sentence: null, lines: [{ label: 'Details', value: details ?? '' }] };
  return DESCRIPTIONS.get(action)?.(value) ?? { sentence: null, lines: genericLines(value) };
}

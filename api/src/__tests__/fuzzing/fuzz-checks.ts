import type { Knex } from 'knex';
import type { Response } from 'supertest';
import { INJECTED } from './hostile-values';
import { STANDING_ORGANIZATION, type FuzzWorld } from './fuzz-world';

/*
 * What every fuzz answer must satisfy. The fixed hostile strings contain none of these patterns,
 * so an answer that echoes its input (a validation message, a stored title) never matches.
 */
const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at\s/,
  /\bat\s+(?:async\s+)?[\w$.<>]+\s+\([^)]*:\d+:\d+\)/,
  /node_modules/,
  /\/work\/|\/home\/|\/usr\/|[A-Z]:\\\\/,
  /\.[cm]?[jt]sx?:\d+/,
  /SQLSTATE|syntax error at or near|violates [\w ]*constraint|duplicate key value|invalid input syntax/i,
  /relation "\w+"|column "\w+"|out of range for type/i,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError):/,
  /\bknex\b|objection|pglite|node-postgres/i,
];

const SUCCESS_TYPES = /^(application\/json|text\/csv|text\/calendar|text\/event-stream)/;
/**
 * The API reference page and its scripts (GET /api/docs, its .js files): fixed files, the same bytes
 * whatever the request was, and Redoc's bundle names its own sources. Nothing in them is made from the
 * request, so they are not searched for leaks; they must still answer without a 5xx.
 */
const REFERENCE_FILE_TYPES = /^(text\/html|text\/javascript)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored row echoed back with a value that only an extra key could have set. */
function carriesInjectedValue(body: unknown): boolean {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  return items.some(
    (item) => isRecord(item) && (item.id === INJECTED.id || item.createdAt === INJECTED.createdAt),
  );
}

/** Why an answer breaks the rules of a fuzz case (empty when it keeps them). */
export function responseProblems(response: Response, injectedExtras: boolean): string[] {
  const problems: string[] = [];
  const type = String(response.headers['content-type'] ?? '');
  const body: unknown = response.body;
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (response.status < 300 && REFERENCE_FILE_TYPES.test(type)) return problems;
  // Node's HTTP server refuses a request line over its header limit before the app sees it.
  if (response.status === 431) return problems;
  if (response.status >= 400) {
    if (!type.startsWith('application/json')) problems.push(`error answered as '${type}'`);
    if (!isRecord(body) || typeof body.message !== 'string' || body.message === '')
      problems.push('error body without a message');
  } else if (
    response.text &&
    response.status !== 204 &&
    response.status !== 304 &&
    !SUCCESS_TYPES.test(type)
  ) {
    problems.push(`success answered as '${type}'`);
  }
  const leak = LEAK_PATTERNS.find((pattern) => pattern.test(response.text ?? ''));
  if (leak) problems.push(`internals leak (${String(leak)})`);
  if (injectedExtras && response.status < 300 && carriesInjectedValue(body))
    problems.push('an extra key was stored (injected id or createdAt in the answer)');
  return problems;
}

const WATCHED_PROTOTYPES: Readonly<Record<string, object>> = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
};
const PROBED_KEYS = ['polluted', 'role', 'isAdmin', 'isOwner', 'permissionLevel'];

/** The own keys of the built-in prototypes, taken before the first case. */
export function prototypeSnapshot(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(WATCHED_PROTOTYPES).map(([name, prototype]) => [
      name,
      Reflect.ownKeys(prototype).map(String),
    ]),
  );
}

/** Keys added to a built-in prototype, or a probe key any plain object now inherits. */
export function prototypePollution(snapshot: Record<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [name, prototype] of Object.entries(WATCHED_PROTOTYPES)) {
    const before = new Set(snapshot[name]);
    const added = Reflect.ownKeys(prototype)
      .map(String)
      .filter((key) => !before.has(key));
    if (added.length > 0) problems.push(`${name}.prototype gained ${added.join(', ')}`);
  }
  const plain: Record<string, unknown> = {};
  for (const key of PROBED_KEYS) if (plain[key] !== undefined) problems.push(`({}).${key} is set`);
  return problems;
}

/** Tables of the domain: a refused write must leave every row of them as it was. */
const DOMAIN_TABLES = [
  'organizations',
  'departments',
  'users',
  'admin_permissions',
  'performers',
  'performer_feed_tokens',
  'performer_page_tokens',
  'bookings',
  'booking_performers',
  'booking_policies',
  'performer_unavailability',
  'venue_closures',
] as const;

/** One digest per domain table over its whole rows (ids, values and timestamps). */
export async function domainDigest(knex: Knex): Promise<string> {
  const columns = DOMAIN_TABLES.map(
    (table) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  );
  const row: unknown = await knex.first(knex.raw(columns.join(', ')));
  return JSON.stringify(row);
}

const TABLES_WITH_ID = [
  'organizations',
  'departments',
  'users',
  'admin_permissions',
  'performers',
  'bookings',
  'performer_unavailability',
  'venue_closures',
];
const sumOf = (counts: readonly string[]) => `select ${counts.map((count) => `(${count})`).join(' + ')}`;

export interface InvariantBaseline {
  owners: number;
  superAdmins: number;
}

async function countOf(knex: Knex, sql: string): Promise<number> {
  const row: unknown = await knex.first(knex.raw(`(${sql}) as n`));
  return Number(isRecord(row) ? row.n : NaN);
}

const permissionCount = (level: string) =>
  `select count(*) from admin_permissions where permission_level = '${level}'`;

export async function invariantBaseline(knex: Knex): Promise<InvariantBaseline> {
  return {
    owners: await countOf(knex, permissionCount('owner')),
    superAdmins: await countOf(knex, permissionCount('super_admin')),
  };
}

/**
 * The database invariants the fuzzing holds the API to; `grantedSuperAdmins` counts the accepted
 * requests that asked for a super admin in a real field of a route allowed to grant one.
 */
export async function invariantBreaches(
  world: FuzzWorld,
  baseline: InvariantBaseline,
  grantedSuperAdmins: number,
): Promise<string[]> {
  const knex = world.knex;
  const standingIds = {
    bookings: world.standing.bookingId,
    users: world.standing.userId,
    departments: world.standing.departmentId,
  };
  const checks: Record<string, string> = {
    'a booking without an organization': 'select count(*) from bookings where organization_id is null',
    'a booking of the provider organization': 'select count(*) from bookings where organization_id = 2',
    "a booking whose department is not one of its organization's": `select count(*) from bookings b
      where b.department is not null and not exists (
        select 1 from departments d where d.organization_id = b.organization_id and d.name = b.department)`,
    'a booking with a status other than pending or confirmed':
      "select count(*) from bookings where status not in ('pending', 'confirmed')",
    'a booking shorter than 15 or longer than 1440 minutes':
      'select count(*) from bookings where duration < 15 or duration > 1440',
    'a booking time that is not HH:MM':
      "select count(*) from bookings where time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'",
    'a performer outside the provider organization':
      'select count(*) from performers where organization_id <> 2',
    "a closure of a department that is not its organization's": `select count(*) from venue_closures c
      join departments d on d.id = c.department_id where d.organization_id <> c.organization_id`,
    'a row with the injected id': sumOf(
      TABLES_WITH_ID.map((table) => `select count(*) from ${table} where id = ${INJECTED.id}`),
    ),
    'a row with the injected creation time': `select count(*) from (
      select created_at from bookings union all select created_at from users
      union all select created_at from departments union all select created_at from performers) rows
      where created_at < '2000-01-01'`,
    'a standing fixture moved to another organization': sumOf(
      (['bookings', 'users', 'departments'] as const).map(
        (table) =>
          `select count(*) from ${table} where id = ${standingIds[table]} and organization_id <> ${STANDING_ORGANIZATION}`,
      ),
    ),
  };
  const breaches: string[] = [];
  for (const [name, sql] of Object.entries(checks)) {
    const count = await countOf(knex, sql);
    if (count !== 0) breaches.push(`${name}: ${count}`);
  }
  const owners = await countOf(knex, permissionCount('owner'));
  if (owners !== baseline.owners)
    breaches.push(`owner permissions went from ${baseline.owners} to ${owners}`);
  const superAdmins = await countOf(knex, permissionCount('super_admin'));
  if (superAdmins > baseline.superAdmins + grantedSuperAdmins)
    breaches.push(
      `super admin permissions went from ${baseline.superAdmins} to ${superAdmins} with ${grantedSuperAdmins} granted`,
    );
  return breaches;
}

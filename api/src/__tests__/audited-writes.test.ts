import type { Knex } from 'knex';
import type { HttpMethod, RouteListing } from '../platform/http';
import { whileAuditRefuses } from '../test-support/audit-refusal';
import { signIn } from '../test-support/sessions';
import { provideTestApp } from '../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../test-support/test-database';
import { buildMatrixWorld } from './authorization-matrix/matrix-fixtures';
import { sendMatrixRequest } from './authorization-matrix/matrix-request';
import { AUTHORIZATION_MATRIX } from './authorization-matrix/matrix-table';
import {
  ACTOR_EMAILS,
  ACTORS,
  isTenantRow,
  type Arranged,
  type MatrixWorld,
} from './authorization-matrix/matrix-types';
import { tableDigests } from './authorization-matrix/tenant-digest';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const WRITE_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every write route that changes an audited entity, with the audit action(s) its change writes
 * (two where the first write of a link creates it and later ones reset it). Each is called with the
 * authorization matrix's request for it (its `arrange`, as the owner, on the owner's own tenant):
 * once while audit_logs refuses its actions, then the same request once more after.
 */
const AUDITED_WRITES: Readonly<Record<string, readonly string[]>> = {
  'POST /api/auth/invitation/accept': ['user_registered'],
  'POST /api/auth/register/confirm': ['user_registered'],
  'POST /api/auth/password-reset/complete': ['password_reset'],
  'POST /api/admin/users': ['user_created'],
  'PATCH /api/users/:id': ['user_updated'],
  'DELETE /api/users/:id': ['user_deleted'],
  'POST /api/users/:id/invitation': ['user_invited'],
  'POST /api/users/:id/disable': ['user_disabled'],
  'POST /api/users/:id/enable': ['user_enabled'],
  'POST /api/admin/permissions': ['permission_granted'],
  'DELETE /api/admin/permissions/:id': ['permission_revoked'],
  'PUT /api/organizations/:id/time-zone': ['organization_time_zone_updated'],
  'POST /api/departments': ['department_created'],
  'PATCH /api/departments/:id': ['department_updated'],
  'DELETE /api/departments/:id': ['department_deleted'],
  'POST /api/performers': ['performer_created'],
  'PATCH /api/performers/:id': ['performer_updated'],
  'DELETE /api/performers/:id': ['performer_deleted'],
  'POST /api/performers/:id/unavailability': ['performer_unavailability_added'],
  'DELETE /api/performers/:id/unavailability/:periodId': ['performer_unavailability_removed'],
  'POST /api/organizations/:id/closures': ['venue_closure_added'],
  'DELETE /api/organizations/:id/closures/:closureId': ['venue_closure_removed'],
  'POST /api/bookings': ['booking_created'],
  'PATCH /api/bookings/:id': ['booking_updated'],
  'DELETE /api/bookings/:id': ['booking_deleted'],
  'POST /api/bookings/:id/duplicate': ['booking_created'],
  'PUT /api/booking-policies/:organizationId': ['booking_policy_updated'],
  'POST /api/change-sets': ['booking_updated'],
  'POST /api/change-sets/:id/undo': ['booking_updated'],
  'POST /api/admin/persistent-security-events/:id/resolve': ['security_event_resolved'],
  'POST /api/performers/:id/feed/reset': ['performer_feed_created', 'performer_feed_reset'],
  'POST /api/performers/:id/page/reset': ['performer_page_created', 'performer_page_reset'],
  'POST /api/performers/:id/page/send': ['performer_page_sent'],
  'POST /api/performer-page/unavailability': ['performer_unavailability_added'],
  'DELETE /api/performer-page/unavailability/:id': ['performer_unavailability_removed'],
};

/**
 * Columns a route deliberately changes before its audited transaction, so a refused call still
 * changes them (table, its snake_case columns, and why).
 */
const COUNTED_BEFORE_THE_WRITE: Readonly<
  Record<string, { table: string; columns: readonly string[]; reason: string }>
> = {
  'POST /api/auth/register/confirm': {
    table: 'account_links',
    columns: ['password_tries'],
    reason:
      'a password try is counted before the password is checked, in a statement of its own, so concurrent wrong guesses stop at five',
  },
};

/** The write routes that deliberately write no audit row with a change, each with why. */
const NOT_AUDITED_WITH_A_CHANGE: Readonly<Record<string, string>> = {
  'POST /api/auth/login':
    'a sign-in changes no entity: it starts a session, and its login_success row is recorded on its own (recordAudit), never refusing the sign-in',
  'POST /api/auth/logout': 'a sign-out ends a session; sessions are not audited entities',
  'POST /api/auth/register':
    'it only mails a registration link; the account changes when the link is followed, audited there (user_registered)',
  'POST /api/auth/account-link': 'it only says whether a mailed link is live; nothing is written',
  'POST /api/auth/password-reset/request':
    'it only mails a reset link; the password changes when the link is followed, audited there (password_reset)',
  'POST /api/public/visits':
    'a page view is counted in the telemetry tables (site visits), not an audited entity',
  'POST /api/changes/presence':
    'an open dialog is said to the other processes (a notification kept 45 s in memory); nothing is stored',
  'DELETE /api/changes/presence': 'a closed dialog is said the same way; nothing is stored',
};

/**
 * Tables a refused write may still touch, or that keep telemetry rather than entities: the request's
 * own bookkeeping (sessions, sign-in attempts, rate-limit counters), the audit log itself, and
 * telemetry (request logs, security events, page visits, snapshots, their rollups). Every other
 * table, including any added later, must be exactly as it was after a refused write.
 */
const NOT_ENTITY_TABLES = new Set([
  'knex_migrations',
  'knex_migrations_lock',
  'sessions',
  'login_attempts',
  'rate_limit_counters',
  'rate_limit_ceiling_window',
  'login_attempt_ceiling_window',
  'login_attempt_folds',
  'audit_logs',
  'performance_logs',
  'request_hourly',
  'request_endpoint_hourly',
  'request_endpoint_daily',
  'security_events',
  'security_event_hourly',
  'site_visits',
  'site_visit_windows',
  'site_visit_hourly',
  'site_visitors',
  'site_page_visit_hourly',
  'site_page_visitors',
  'system_metrics',
  'stranger_trail_window',
]);

const OWNER_INDEX = ACTORS.indexOf('owner');

let world: MatrixWorld | undefined;
let ownerCookie = '';
let entityTables: readonly string[] = [];

beforeAll(async () => {
  const { knex } = app();
  world = await buildMatrixWorld(knex);
  ownerCookie = await signIn(app(), ACTOR_EMAILS.owner);
  const tables: { tableName: string }[] = await knex('information_schema.tables')
    .select('tableName')
    .whereRaw('table_schema = current_schema()')
    .andWhere('tableType', 'BASE TABLE')
    .orderBy('tableName');
  entityTables = tables.map((table) => table.tableName).filter((table) => !NOT_ENTITY_TABLES.has(table));
}, DATABASE_HOOK_TIMEOUT_MS);

const keyOf = (route: RouteListing) => `${route.method} ${route.path}`;
const writeRoutes = () => app().portal.routes.filter((route) => WRITE_METHODS.includes(route.method));

function matrixWorld(): MatrixWorld {
  if (!world) throw new Error('the matrix fixtures are used before beforeAll built them');
  return world;
}

/** Every entity table's rows, and the target's own state where it lives in a telemetry table. */
async function entityState(key: string, arranged: Arranged): Promise<unknown> {
  const countedBefore = COUNTED_BEFORE_THE_WRITE[key];
  return {
    tables: await tableDigests(
      app().knex,
      entityTables,
      countedBefore ? { [countedBefore.table]: countedBefore.columns } : {},
    ),
    target: await arranged.watch?.(),
  };
}

async function lastAuditId(knex: Knex): Promise<number> {
  const row: { id?: number | string | null } | undefined = await knex('audit_logs').max({ id: 'id' }).first();
  return Number(row?.id ?? 0);
}

/** Runs `work` while audit_logs refuses every new row of each of the actions. */
async function whileAuditRefusesEach(
  knex: Knex,
  actions: readonly string[],
  work: () => Promise<void>,
): Promise<void> {
  const [first, ...rest] = actions;
  if (first === undefined) return work();
  return whileAuditRefuses(knex, first, () => whileAuditRefusesEach(knex, rest, work));
}

describe('audited writes: coverage', () => {
  it('when the app is built, then every registered write route is either an audited write or a listed exception with its reason', () => {
    const unclassified = writeRoutes()
      .map(keyOf)
      .filter((key) => !(key in AUDITED_WRITES) && !(key in NOT_AUDITED_WITH_A_CHANGE));
    expect(unclassified).toEqual([]);
  });

  it('when the app is built, then every classified route is a registered write route, classified once', () => {
    const registered = new Set(writeRoutes().map(keyOf));
    const stale = [...Object.keys(AUDITED_WRITES), ...Object.keys(NOT_AUDITED_WITH_A_CHANGE)].filter(
      (key) => !registered.has(key),
    );
    const twice = Object.keys(AUDITED_WRITES).filter((key) => key in NOT_AUDITED_WITH_A_CHANGE);
    const countedButNotAudited = Object.keys(COUNTED_BEFORE_THE_WRITE).filter(
      (key) => !(key in AUDITED_WRITES),
    );
    expect({ stale, twice, countedButNotAudited }).toEqual({
      stale: [],
      twice: [],
      countedButNotAudited: [],
    });
  });
});

describe('audited writes: a write and its audit row commit together', () => {
  it.each(Object.keys(AUDITED_WRITES))(
    'when the audit row of %s cannot be written, then the call is refused and nothing changes; once it can, the same call makes its change and its audit row',
    async (key) => {
      const { knex } = app();
      const route = app().portal.routes.find((candidate) => keyOf(candidate) === key);
      const row = AUTHORIZATION_MATRIX[key];
      const actions = AUDITED_WRITES[key];
      if (!route || !row || !actions) throw new Error(`${key} is not registered or has no matrix row`);
      const arranged = await row.arrange({
        app: app(),
        world: matrixWorld(),
        tenant: matrixWorld().tenants.own,
        actor: 'owner',
        cookieOf: () => ownerCookie,
      });
      // A public route (a mailed link, a performer's own page) is called as its holder, without a session.
      const cookie = route.policy.access === 'public' ? null : ownerCookie;
      const before = await entityState(key, arranged);

      let refusedStatus = 0;
      let refusedText = '';
      await whileAuditRefusesEach(knex, actions, async () => {
        const refused = await sendMatrixRequest(app(), route.method, arranged.request, cookie);
        refusedStatus = refused.status;
        refusedText = refused.text;
      });
      const afterRefusal = await entityState(key, arranged);

      // The error model answers a refused check constraint as invalid data (400), never with its SQL.
      expect({ status: refusedStatus, leaksSql: /audit_logs|constraint/.test(refusedText) }).toEqual({
        status: 400,
        leaksSql: false,
      });
      expect(afterRefusal).toEqual(before);

      const lastBefore = await lastAuditId(knex);
      const accepted = await sendMatrixRequest(app(), route.method, arranged.request, cookie);
      const expected = isTenantRow(row) ? row.own[OWNER_INDEX] : row.any[OWNER_INDEX];

      expect(accepted.status).toBe(expected);
      expect(await entityState(key, arranged)).not.toEqual(before);
      const written: { action: string }[] = await knex('audit_logs')
        .select('action')
        .where('id', '>', lastBefore)
        .whereIn('action', actions);
      expect(written.length).toBeGreaterThan(0);
    },
  );
});

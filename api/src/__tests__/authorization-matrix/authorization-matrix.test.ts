import type { Response } from 'supertest';
import type { HttpMethod, RouteListing } from '../../platform/http';
import { sessionSetCookie, sessionTokenOf, signIn } from '../../test-support/sessions';
import { provideTestApp } from '../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../test-support/test-database';
import { buildMatrixWorld } from './matrix-fixtures';
import { sendMatrixRequest } from './matrix-request';
import { AUTHORIZATION_MATRIX } from './matrix-table';
import {
  ACTOR_EMAILS,
  ACTORS,
  isTenantRow,
  type ActorName,
  type Arranged,
  type MatrixRow,
  type MatrixWorld,
  type Scope,
  type SignedInActor,
} from './matrix-types';
import { allowListViolations, type CollectedResponse } from './response-allow-list';
import { securityHeaderViolations, type AnswerHeaders } from './security-header-check';
import { storedSecrets } from './stored-secrets';
import { tenantDigest } from './tenant-digest';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const SIGNED_IN_ACTORS = ['user', 'org_admin', 'super_admin', 'owner'] as const;
/** Actors confined to their own organization: another tenant's data must never reach them. */
const TENANT_BOUND_ACTORS: readonly ActorName[] = ['user', 'org_admin'];
const FOREIGN_TENANT = { organizationId: 3, markers: ['tenant-b', '@cypresshills.test'] };

const ALL_ROWS: Readonly<Record<string, MatrixRow>> = AUTHORIZATION_MATRIX;

let world: MatrixWorld | undefined;
const cookies = new Map<SignedInActor, string>();
/** Every session token this file held: no answer may echo one. */
const heldTokens: string[] = [];
const collected: CollectedResponse[] = [];
const answeredHeaders: { label: string; actor: string; status: number; headers: AnswerHeaders }[] = [];

beforeAll(async () => {
  world = await buildMatrixWorld(app().knex);
  for (const actor of SIGNED_IN_ACTORS) {
    const cookie = await signIn(app(), ACTOR_EMAILS[actor]);
    cookies.set(actor, cookie);
    heldTokens.push(sessionTokenOf(cookie));
  }
}, DATABASE_HOOK_TIMEOUT_MS);

const keyOf = (route: RouteListing) => `${route.method} ${route.path}`;
const registeredKeys = () => app().portal.routes.map(keyOf);

function cookieOf(actor: SignedInActor): string {
  const cookie = cookies.get(actor);
  if (!cookie) throw new Error(`${actor} is not signed in`);
  return cookie;
}

function matrixWorld(): MatrixWorld {
  if (!world) throw new Error('the matrix fixtures are used before beforeAll built them');
  return world;
}

/** The cookie the call goes out with: none, the actor's standing session, or a session of its own. */
async function sessionFor(actor: ActorName, row: MatrixRow): Promise<string | null> {
  if (actor === 'anonymous') return null;
  if (!row.ownSession) return cookieOf(actor);
  const cookie = await signIn(app(), ACTOR_EMAILS[actor]);
  heldTokens.push(sessionTokenOf(cookie));
  return cookie;
}

async function stateAround(arranged: Arranged): Promise<string> {
  return JSON.stringify({ tenants: await tenantDigest(app().knex), target: await arranged.watch?.() });
}

interface Mismatch {
  route: string;
  actor: ActorName;
  scope: Scope | 'none';
  expected: number;
  actual: number;
  message?: unknown;
  changedData?: true;
}

function messageOf(response: Response): unknown {
  const body: unknown = response.body;
  return typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
}

/** One call of one actor on one target; a refused call must leave the tenants' data as it was. */
async function runCase(
  key: string,
  method: HttpMethod,
  row: MatrixRow,
  actor: ActorName,
  scope: Scope | null,
): Promise<Mismatch | null> {
  const actorIndex = ACTORS.indexOf(actor);
  const outcomes = isTenantRow(row) ? row[scope ?? 'own'] : row.any;
  const expected = outcomes[actorIndex] ?? 0;
  const arranged = await row.arrange({
    app: app(),
    world: matrixWorld(),
    tenant: matrixWorld().tenants[scope ?? 'own'],
    actor,
    cookieOf,
  });
  const refused = expected >= 400;
  const before = refused ? await stateAround(arranged) : null;
  const response = await sendMatrixRequest(app(), method, arranged.request, await sessionFor(actor, row));
  const after = refused ? await stateAround(arranged) : null;

  const issued = sessionSetCookie(response);
  if (issued && !issued.startsWith('bp_session=;'))
    heldTokens.push(sessionTokenOf(issued.split(';')[0] ?? ''));
  answeredHeaders.push({
    label: `${key} (${scope ?? 'no tenant'})`,
    actor,
    status: response.status,
    headers: response.headers as AnswerHeaders,
  });
  collected.push({
    label: `${key} (${scope ?? 'no tenant'})`,
    actor,
    text: response.text,
    body: response.body as unknown,
  });

  if (response.status === expected && before === after) return null;
  return {
    route: key,
    actor,
    scope: scope ?? 'none',
    expected,
    actual: response.status,
    ...(response.status >= 400 ? { message: messageOf(response) } : {}),
    ...(before !== after ? { changedData: true as const } : {}),
  };
}

describe('authorization matrix: coverage', () => {
  it('when the app is built, then every registered route has a row in the matrix', () => {
    const withoutRow = registeredKeys().filter((key) => !(key in ALL_ROWS));
    expect(withoutRow).toEqual([]);
  });

  it('when the app is built, then every row of the matrix names a registered route', () => {
    const registered = new Set(registeredKeys());
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('when a route declares who may call it, then the table agrees: 401 for an anonymous caller of a protected route, 403 for each role its policy leaves out', () => {
    const disagreements: string[] = [];
    for (const route of app().portal.routes) {
      const row = ALL_ROWS[keyOf(route)];
      if (!row) continue;
      const { policy } = route;
      const declared = (actor: ActorName): number | null => {
        if (policy.access === 'public') return null;
        if (actor === 'anonymous') return 401;
        return policy.access === 'roles' && !policy.roles.some((role) => role === actor) ? 403 : null;
      };
      const tables = isTenantRow(row) ? [row.own, row.other] : [row.any];
      for (const outcomes of tables) {
        ACTORS.forEach((actor, index) => {
          const expected = declared(actor);
          if (expected !== null && outcomes[index] !== expected)
            disagreements.push(`${keyOf(route)} ${actor}: table ${outcomes[index]}, policy ${expected}`);
        });
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("when a tenant-bound actor may use a route in its own organization, then the table expects 404 for another tenant's target", () => {
    const breaches: string[] = [];
    for (const [key, row] of Object.entries(ALL_ROWS)) {
      if (!isTenantRow(row)) continue;
      for (const actor of TENANT_BOUND_ACTORS) {
        const index = ACTORS.indexOf(actor);
        const own = row.own[index] ?? 0;
        const other = row.other[index] ?? 0;
        const consistent = own < 300 ? other === 404 : other === own;
        if (!consistent) breaches.push(`${key} ${actor}: own ${own}, other ${other}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});

describe('authorization matrix: every route, actor and tenant', () => {
  it.each(Object.keys(ALL_ROWS))('when each actor calls %s, then the answer is the table’s', async (key) => {
    const route = app().portal.routes.find((candidate) => keyOf(candidate) === key);
    if (!route) throw new Error(`${key} has a row but no registered route`);
    const row = ALL_ROWS[key];
    if (!row) throw new Error(`no row for ${key}`);
    const scopes: (Scope | null)[] = isTenantRow(row) ? ['own', 'other'] : [null];
    const mismatches: Mismatch[] = [];
    for (const scope of scopes) {
      for (const actor of ACTORS) {
        const mismatch = await runCase(key, route.method, row, actor, scope);
        if (mismatch) mismatches.push(mismatch);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('response allow-list', () => {
  it('when an answer holds a credential key, a secret value or another tenant’s row, then the check names each', () => {
    const answer: CollectedResponse = {
      label: 'GET /probe',
      actor: 'org_admin',
      text: '[{"user":{"password_hash":"$argon2id$x"}},{"organizationId":3,"email":"a@tenant-b.test"}]',
      body: [{ user: { password_hash: '$argon2id$x' } }, { organizationId: 3, email: 'a@tenant-b.test' }],
    };

    expect(allowListViolations(answer, ['$argon2id$x'], FOREIGN_TENANT)).toEqual([
      'GET /probe as org_admin: forbidden key $[0].user.password_hash',
      'GET /probe as org_admin: secret value at $[0].user.password_hash',
      "GET /probe as org_admin: another tenant's organization at $[1].organizationId",
      "GET /probe as org_admin: another tenant's data at $[1].email: a@tenant-b.test",
      'GET /probe as org_admin: secret value in the raw answer',
      "GET /probe as org_admin: another tenant's data in the raw answer",
    ]);
    expect(allowListViolations({ ...answer, actor: 'owner' }, [], null)).toEqual([
      'GET /probe as owner: forbidden key $[0].user.password_hash',
    ]);
  });

  it('when every answer of the matrix is walked, then none carries a password, a session id or another tenant’s data', async () => {
    expect(collected.length).toBeGreaterThan(Object.keys(AUTHORIZATION_MATRIX).length);
    const secrets = [...heldTokens, ...(await storedSecrets(app().knex))];
    // The walk saw real tenant data: the org admin's reads carried their own tenant's fixtures.
    expect(
      collected.some((response) => response.actor === 'org_admin' && response.text.includes('tenant-a')),
    ).toBe(true);

    const violations = collected.flatMap((response) =>
      allowListViolations(
        response,
        secrets,
        TENANT_BOUND_ACTORS.includes(response.actor) ? FOREIGN_TENANT : null,
      ),
    );
    expect(violations).toEqual([]);
  });
});

describe('security headers', () => {
  it('when an answer lacks the headers or allows eval, then the check names each problem', () => {
    expect(
      securityHeaderViolations({
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval'",
        'x-powered-by': 'Koa',
      }),
    ).toEqual([
      "CSP without default-src 'none': default-src 'self'; script-src 'self' 'unsafe-eval'",
      'CSP allows unsafe-eval',
      "CSP without frame-ancestors 'none'",
      'X-Frame-Options is not DENY',
      'no nosniff',
      'no Referrer-Policy',
      'no HSTS',
      'X-Powered-By is sent',
    ]);
  });

  it('when every answer of the matrix is checked, then each carries the CSP without unsafe-eval, frame denial, nosniff, a Referrer-Policy and HSTS, and no X-Powered-By', () => {
    expect(answeredHeaders.length).toBeGreaterThan(Object.keys(AUTHORIZATION_MATRIX).length);
    const statuses = new Set(answeredHeaders.map((answer) => answer.status));
    // Refusals and errors are checked too, not only successes.
    expect([...statuses].some((status) => status >= 400)).toBe(true);
    const violations = answeredHeaders.flatMap((answer) =>
      securityHeaderViolations(answer.headers).map(
        (violation) => `${answer.label} as ${answer.actor} (${answer.status}): ${violation}`,
      ),
    );
    expect(violations).toEqual([]);
  });
});

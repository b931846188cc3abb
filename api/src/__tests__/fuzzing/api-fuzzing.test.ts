import fc from 'fast-check';
import { AUTH_MESSAGES, INPUT_LIMIT_MESSAGES } from '../../contract';
import { INPUT_LIMITS } from '../../platform/http/input-bounds';
import type { RouteListing } from '../../platform/http';
import { signIn } from '../../test-support/sessions';
import { provideTestApp } from '../../test-support/test-app';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../test-support/test-database';
import {
  domainDigest,
  invariantBaseline,
  invariantBreaches,
  prototypePollution,
  prototypeSnapshot,
  responseProblems,
  type InvariantBaseline,
} from './fuzz-checks';
import { FUZZ_READ_ROUTES, FUZZ_WRITE_ROUTES, READS_WITHOUT_INPUT, type FuzzRoute } from './fuzz-routes';
import { askedLevel, describeFailure, fuzzCases, pathOf, routeKeyOf, runFuzzCase, send } from './fuzz-runner';
import { breaksInputLimits, deepBody, nulBody, nulQuery, oversizedHeaders } from './limit-inputs';
import { malformedJson, oversizedJson, wrongContentType } from './transport-inputs';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';

/**
 * Property-based fuzzing of every write route and every read with input, and of the input limits
 * every request is held to (nesting depth, oversized headers, NUL characters). FUZZ_RUNS sets
 * the cases per route (default small enough for a busy two-core machine; FUZZ_RUNS=1000 for a long
 * run); FUZZ_SEED replays a run that failed.
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 10));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const TRANSPORT_RUNS = Math.max(3, Math.ceil(RUNS / 2));
jest.setTimeout(Math.max(60_000, RUNS * 1_500));

const app = provideTestApp({ seed: true });

const OWNER_EMAIL = 'owner@encore.test';
const PLAIN_USER_EMAIL = 'lobby@palmcove.test';
const PLAIN_USER_ORGANIZATION = 1;
/** Routes that may grant a super admin through their real permissionLevel field. */
const SUPER_ADMIN_GRANTING_ROUTES = ['POST /api/admin/users', 'POST /api/admin/permissions'];

interface FuzzState {
  world: FuzzWorld;
  ownerCookie: string;
  userCookie: string;
  baseline: InvariantBaseline;
  prototypes: Record<string, string[]>;
}
let state: FuzzState | undefined;
let grantedSuperAdmins = 0;
const statusTally = new Map<string, Map<number, number>>();

function fuzzState(): FuzzState {
  if (!state) throw new Error('the fuzz world is used before beforeAll built it');
  return state;
}

beforeAll(async () => {
  const prototypes = prototypeSnapshot();
  const world = await buildFuzzWorld(app());
  state = {
    world,
    ownerCookie: await signIn(app(), OWNER_EMAIL),
    userCookie: await signIn(app(), PLAIN_USER_EMAIL),
    baseline: await invariantBaseline(app().knex),
    prototypes,
  };
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => {
  if (!process.env.FUZZ_VERBOSE) return;
  const lines = [...statusTally].map(
    ([key, tally]) =>
      `${key}: ${[...tally]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
  );
  const total = [...statusTally.values()].reduce(
    (sum, tally) => sum + [...tally.values()].reduce((a, b) => a + b, 0),
    0,
  );
  process.stdout.write(`\nFuzz statuses (${total} requests, FUZZ_RUNS=${RUNS}):\n${lines.join('\n')}\n`);
});

function tally(label: string, status: number): void {
  const counts = statusTally.get(label) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statusTally.set(label, counts);
}

const keyOf = (route: RouteListing) => `${route.method} ${route.path}`;
const registered = () => app().portal.routes;
const runsOf = (route: FuzzRoute) => Math.max(1, Math.round(RUNS * (route.runsShare ?? 1)));
const assertOptions = (numRuns: number) => ({ numRuns, ...(SEED === undefined ? {} : { seed: SEED }) });

function cookieFor(route: FuzzRoute): string | null {
  return route.actor === 'owner' ? fuzzState().ownerCookie : null;
}

/** Fuzzes one route with the given caller; `expectStatus` adds a per-case rule on the status. */
async function fuzzRoute(
  key: string,
  route: FuzzRoute,
  cookie: string | null,
  label: string,
  expectStatus?: (status: number, body: string | undefined) => string | null,
): Promise<void> {
  const { world, prototypes } = fuzzState();
  await fc.assert(
    fc.asyncProperty(fuzzCases(key, route, world), async (fuzzCase) => {
      const outcome = await runFuzzCase({ app: app(), world, prototypes }, key, route, cookie, fuzzCase);
      tally(label, outcome.status);
      const statusRule = expectStatus?.(outcome.status, fuzzCase.body);
      if (statusRule) outcome.problems.push(statusRule);
      if (
        outcome.status < 300 &&
        SUPER_ADMIN_GRANTING_ROUTES.includes(key) &&
        askedLevel(fuzzCase) === 'super_admin'
      )
        grantedSuperAdmins += 1;
      if (outcome.problems.length > 0) throw new Error(describeFailure(key, fuzzCase, outcome));
    }),
    assertOptions(runsOf(route)),
  );
  expect(await invariantBreaches(world, fuzzState().baseline, grantedSuperAdmins)).toEqual([]);
}

describe('fuzzing coverage', () => {
  it('when the app is built, then every write route has a fuzz generator', () => {
    const writes = registered()
      .filter((route) => route.method !== 'GET')
      .map(keyOf);
    expect(writes.filter((key) => !(key in FUZZ_WRITE_ROUTES))).toEqual([]);
  });

  it('when the app is built, then every read is fuzzed or declared to take no input', () => {
    const reads = registered()
      .filter((route) => route.method === 'GET')
      .map(keyOf);
    const unclassified = reads.filter(
      (key) => !(key in FUZZ_READ_ROUTES) && !READS_WITHOUT_INPUT.includes(key),
    );
    expect(unclassified).toEqual([]);
  });

  it('when the app is built, then every fuzzed route is a registered one', () => {
    const known = new Set(registered().map(keyOf));
    const fuzzed = [
      ...Object.keys(FUZZ_WRITE_ROUTES),
      ...Object.keys(FUZZ_READ_ROUTES),
      ...READS_WITHOUT_INPUT,
    ];
    expect(fuzzed.filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('fuzzing writes as the owner (or anonymously on public routes)', () => {
  it.each(Object.keys(FUZZ_WRITE_ROUTES))(
    'when %s gets hostile bodies, paths and queries, then no 5xx, no leak, no pollution, no change on refusal',
    async (key) => {
      const route = FUZZ_WRITE_ROUTES[key];
      if (!route) throw new Error(`no fuzz route for ${key}`);
      await fuzzRoute(key, route, cookieFor(route), key);
    },
  );
});

describe('fuzzing reads as the owner (or anonymously on public routes)', () => {
  const inputFree = Object.fromEntries(
    READS_WITHOUT_INPUT.map((key) => [key, { actor: 'owner' } as FuzzRoute]),
  );
  const reads: Record<string, FuzzRoute> = { ...FUZZ_READ_ROUTES, ...inputFree };
  it.each(Object.keys(reads))(
    'when %s gets hostile query strings and path segments, then no 5xx, no leak, no pollution',
    async (key) => {
      const route = reads[key];
      if (!route) throw new Error(`no fuzz route for ${key}`);
      await fuzzRoute(key, route, cookieFor(route), key);
    },
  );
});

describe('fuzzing as a plain user', () => {
  const roleGuardedWrites = () =>
    registered()
      .filter((route) => route.method !== 'GET' && route.policy.access === 'roles')
      .map(keyOf);

  it('when a plain user sends hostile writes to role-guarded routes, then each is refused with 403 and nothing changes', async () => {
    const keys = roleGuardedWrites();
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      const route = FUZZ_WRITE_ROUTES[key];
      if (!route) throw new Error(`no fuzz route for ${key}`);
      const share: FuzzRoute = { ...route, runsShare: 0.25 };
      await fuzzRoute(key, share, fuzzState().userCookie, `${key} (user)`, (status, body) => {
        // The parser refuses, before any route runs, a body that is no JSON object or array, one
        // with a literal "__proto__" key, and one breaking the input limits (depth, text, NUL).
        const parserRefusal =
          status === 400 &&
          (!/^\s*[[{]/.test(body ?? '{}') || (body ?? '').includes('"__proto__"') || breaksInputLimits(body));
        // 431: Node's own limit on the request line, before the app.
        return status === 403 || status === 431 || parserRefusal ? null : `a plain user got ${status}`;
      });
    }
  });

  it.each(['GET /api/bookings', 'GET /api/bookings.csv', 'GET /api/performers', 'GET /api/user-permissions'])(
    'when a plain user sends hostile queries to %s, then no 5xx and no other organization’s data',
    async (key) => {
      const route = FUZZ_READ_ROUTES[key];
      if (!route) throw new Error(`no fuzz route for ${key}`);
      await fuzzRoute(key, route, fuzzState().userCookie, `${key} (user)`);
    },
  );

  it('when a plain user asks for bookings with a hostile organization filter, then only their organization’s bookings come back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('3', '2', '1', '3&organizationId=1', '1&organizationId=3', '%33', '3.0', '0x3'),
        async (organizationId) => {
          const response = await send(app(), {
            method: 'GET',
            path: `/api/bookings?from=2024-01-01&to=2035-12-31&organizationId=${organizationId}`,
            cookie: fuzzState().userCookie,
          });
          tally('GET /api/bookings (user, organization filter)', response.status);
          expect(response.status).toBeLessThan(500);
          const rows: unknown = response.body;
          if (response.status === 200 && Array.isArray(rows)) {
            const foreign = rows.filter(
              (row: unknown) =>
                typeof row === 'object' &&
                row !== null &&
                Reflect.get(row, 'organizationId') !== PLAIN_USER_ORGANIZATION,
            );
            expect(foreign).toEqual([]);
          }
        },
      ),
      assertOptions(8),
    );
  });
});

describe('transport errors', () => {
  const bodyRoutes = () => registered().filter((route) => route.method !== 'GET');
  const concretePath = (template: string) => template.replace(/:\w+/g, () => '999999999');

  it('when a write carries malformed JSON, then it answers 400 with the malformed-body message and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes()), malformedJson, async (route, body) => {
        const before = await domainDigest(app().knex);
        const response = await send(app(), {
          method: route.method,
          path: concretePath(route.path),
          cookie: fuzzState().ownerCookie,
          body,
        });
        tally('malformed JSON', response.status);
        expect({
          status: response.status,
          message: (response.body as { message?: unknown }).message,
        }).toEqual({
          status: 400,
          message: AUTH_MESSAGES.invalidJson,
        });
        expect(responseProblems(response, false)).toEqual([]);
        expect(await domainDigest(app().knex)).toBe(before);
      }),
      assertOptions(TRANSPORT_RUNS * 3),
    );
  });

  it('when a write carries a JSON body under another Content-Type, then it answers 415 with the API’s message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes()), wrongContentType, async (route, contentType) => {
        const response = await send(app(), {
          method: route.method,
          path: concretePath(route.path),
          cookie: fuzzState().ownerCookie,
          body: '{"title":"Solo - Fuzz","conflictPolicy":"warn"}',
          contentType,
        });
        tally('wrong Content-Type', response.status);
        expect({
          status: response.status,
          message: (response.body as { message?: unknown }).message,
        }).toEqual({
          status: 415,
          message: AUTH_MESSAGES.unsupportedMediaType,
        });
        expect(responseProblems(response, false)).toEqual([]);
      }),
      assertOptions(TRANSPORT_RUNS * 2),
    );
  });

  it('when a write carries a JSON body over 100 kB, then it answers 413 with the API’s message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes()), oversizedJson, async (route, body) => {
        const response = await send(app(), {
          method: route.method,
          path: concretePath(route.path),
          cookie: fuzzState().ownerCookie,
          body,
        });
        tally('oversized body', response.status);
        expect({
          status: response.status,
          message: (response.body as { message?: unknown }).message,
        }).toEqual({
          status: 413,
          message: AUTH_MESSAGES.bodyTooLarge,
        });
        expect(responseProblems(response, false)).toEqual([]);
      }),
      assertOptions(TRANSPORT_RUNS),
    );
  });
});

describe('input limits', () => {
  const bodyRoutes = () => registered().filter((route) => route.method !== 'GET');
  const concretePath = (template: string) => template.replace(/:\w+/g, () => '999999999');

  interface FieldErrors {
    message?: unknown;
    errors?: { path: string; message: string }[];
  }

  it('when a write carries a body nested past the depth limit, then it answers 400 naming where, and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyRoutes()),
        deepBody,
        fc.boolean(),
        async (route, deep, signedIn) => {
          const before = await domainDigest(app().knex);
          const response = await send(app(), {
            method: route.method,
            path: concretePath(route.path),
            cookie: signedIn ? fuzzState().ownerCookie : null,
            body: deep.text,
          });
          tally('deep body', response.status);
          const answer = response.body as FieldErrors;
          const where = answer.errors?.[0]?.path ?? '';
          expect({ status: response.status, startsRight: where.startsWith(deep.pathStart) }).toEqual({
            status: 400,
            startsRight: true,
          });
          expect(answer.message).toBe(INPUT_LIMIT_MESSAGES.nestedTooDeep(where, INPUT_LIMITS.depth));
          expect(responseProblems(response, false)).toEqual([]);
          expect(await domainDigest(app().knex)).toBe(before);
        },
      ),
      assertOptions(TRANSPORT_RUNS * 3),
    );
  });

  it('when any route gets a User-Agent of up to 12,000 characters and an X-Forwarded-For of up to 4,000, then no 5xx and no leak', async () => {
    // A session of its own: a case sent to POST /api/auth/logout ends it, and the later tests need theirs.
    const cookie = await signIn(app(), OWNER_EMAIL);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...registered()), oversizedHeaders, async (route, headers) => {
        const response = await send(app(), {
          method: route.method,
          path: concretePath(route.path),
          cookie,
          headers: { 'User-Agent': headers.userAgent, 'X-Forwarded-For': headers.forwardedFor },
          // The change stream never ends by itself: waiting for its end would hang until the timeout.
          endless: FUZZ_READ_ROUTES[keyOf(route)]?.endless === true,
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        });
        tally('oversized headers', response.status);
        expect(responseProblems(response, false)).toEqual([]);
      }),
      assertOptions(TRANSPORT_RUNS * 4),
    );
  });

  const nulBodyRoutes = Object.entries(FUZZ_WRITE_ROUTES).filter(([, route]) => route.body !== undefined);
  it.each(nulBodyRoutes.map(([key]) => key))(
    'when %s gets a NUL character in a text field, then it answers 400 naming that field and changes nothing',
    async (key) => {
      const route = FUZZ_WRITE_ROUTES[key];
      const { world } = fuzzState();
      if (!route?.body) throw new Error(`no body generator for ${key}`);
      const { method, template } = routeKeyOf(key);
      const target = route.target ? await route.target(world) : 999_999_999;
      await fc.assert(
        fc.asyncProperty(nulBody(route.body(world)), async (nul) => {
          if (nul === null) return;
          const before = await domainDigest(app().knex);
          const response = await send(app(), {
            method,
            path: template.replace(/:\w+/g, () => encodeURIComponent(String(target))),
            cookie: cookieFor(route),
            body: nul.text,
          });
          tally('NUL in a body', response.status);
          expect([response.status, response.body]).toEqual([
            400,
            {
              message: INPUT_LIMIT_MESSAGES.nulCharacter(nul.field),
              errors: [{ path: nul.field, message: INPUT_LIMIT_MESSAGES.nulCharacter(nul.field) }],
            },
          ]);
          expect(await domainDigest(app().knex)).toBe(before);
        }),
        assertOptions(Math.max(2, Math.ceil(RUNS / 3))),
      );
    },
  );

  const nulQueryRoutes = Object.entries(FUZZ_READ_ROUTES).filter(([, route]) => route.query !== undefined);
  it.each(nulQueryRoutes.map(([key]) => key))(
    'when %s gets a NUL character in a query parameter, then it answers 400 naming that parameter',
    async (key) => {
      const route = FUZZ_READ_ROUTES[key];
      const { world } = fuzzState();
      if (!route?.query) throw new Error(`no query generator for ${key}`);
      // A read with a path parameter asks its real target, so the query is what it refuses.
      const path = await pathOf(key, route, world, {
        atTarget: true,
        hostileSegment: '',
        query: undefined,
        body: undefined,
      });
      await fc.assert(
        fc.asyncProperty(nulQuery(route.query(world)), async (nul) => {
          if (nul === null) return;
          const response = await send(app(), {
            method: 'GET',
            path: `${path}?${nul.text}`,
            cookie: cookieFor(route),
          });
          tally('NUL in a query', response.status);
          expect([response.status, response.body]).toEqual([
            400,
            {
              message: INPUT_LIMIT_MESSAGES.nulCharacter(nul.field),
              errors: [{ path: nul.field, message: INPUT_LIMIT_MESSAGES.nulCharacter(nul.field) }],
            },
          ]);
        }),
        assertOptions(Math.max(2, Math.ceil(RUNS / 3))),
      );
    },
  );
});

describe('after the fuzzing', () => {
  it('when every case has run, then the database invariants hold and no prototype is polluted', async () => {
    const { world, baseline, prototypes } = fuzzState();
    expect(await invariantBreaches(world, baseline, grantedSuperAdmins)).toEqual([]);
    expect(prototypePollution(prototypes)).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

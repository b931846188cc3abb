import fc from 'fast-check';
import type { Response } from 'supertest';
import type { HttpMethod } from '../../platform/http';
import { untilFirstEvent } from '../../test-support/event-stream-answer';
import { TEST_ORIGIN, type TestApp } from '../../test-support/test-app';
import { freshClientAddress } from './client-address';
import { domainDigest, prototypePollution, responseProblems } from './fuzz-checks';
import { bodyText, parsedField, queryText } from './fuzz-inputs';
import type { FuzzRoute } from './fuzz-routes';
import type { FuzzWorld } from './fuzz-world';
import { EXTRA_KEYS, hostilePathSegment, mayNameRealRow } from './hostile-values';

/** One generated request: where the path points, the query string and the JSON body text. */
export interface FuzzCase {
  /** Aim the path at the route's real target rather than at a hostile segment. */
  atTarget: boolean;
  hostileSegment: string;
  query: string | undefined;
  body: string | undefined;
}

export interface RouteKey {
  method: HttpMethod;
  template: string;
}

export function routeKeyOf(key: string): RouteKey {
  const [method, template] = key.split(' ');
  if (!method || !template) throw new Error(`not a route key: ${key}`);
  return { method: method as HttpMethod, template };
}

const hasPathParameter = (template: string) => /:\w+/.test(template);

/** Hostile segments never name a real row: the fuzzing must not delete or edit the demo data. */
const safeHostileSegment = hostilePathSegment.filter((segment) => !mayNameRealRow(segment));

export function fuzzCases(key: string, route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const { method, template } = routeKeyOf(key);
  const sendsBody = method !== 'GET';
  return fc.record({
    atTarget: route.target
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false))
      : fc.constant(false),
    hostileSegment: hasPathParameter(template) ? safeHostileSegment : fc.constant(''),
    query: route.query
      ? queryText(route.query(world))
      : fc.option(queryText(fc.constant({})), { freq: 4, nil: undefined }),
    body: sendsBody ? bodyText(route.body ? route.body(world) : fc.constant({})) : fc.constant(undefined),
  });
}

const SUPERTEST_METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

export interface SentRequest {
  method: HttpMethod;
  path: string;
  cookie: string | null;
  body?: string;
  contentType?: string;
  /** Headers set on top of (or instead of) the usual ones: Origin, a fresh X-Forwarded-For. */
  headers?: Readonly<Record<string, string>>;
  /** An event stream: read up to its first event, then closed. */
  endless?: boolean;
}

/** Sends the request exactly as written: the body text is not re-encoded. */
export function send(app: TestApp, request: SentRequest): Promise<Response> {
  const agent = app.http();
  let call = agent[SUPERTEST_METHODS[request.method]](request.path)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientAddress());
  if (request.cookie) call = call.set('Cookie', request.cookie);
  for (const [name, value] of Object.entries(request.headers ?? {})) call = call.set(name, value);
  if (request.endless) call = call.parse(untilFirstEvent);
  if (request.body === undefined) return call;
  return call.set('Content-Type', request.contentType ?? 'application/json').send(request.body);
}

export async function pathOf(
  key: string,
  route: FuzzRoute,
  world: FuzzWorld,
  fuzzCase: FuzzCase,
): Promise<string> {
  const { template } = routeKeyOf(key);
  if (!hasPathParameter(template)) return template;
  if (!fuzzCase.atTarget || !route.target) return template.replace(/:\w+/g, () => fuzzCase.hostileSegment);
  // One value for every parameter, or one per parameter in the path's order.
  const target = await route.target(world);
  const segments = (Array.isArray(target) ? target : [target]).map((value) =>
    encodeURIComponent(String(value)),
  );
  let parameter = 0;
  return template.replace(/:\w+/g, () => segments[Math.min(parameter++, segments.length - 1)] ?? '');
}

export interface CaseOutcome {
  status: number;
  problems: string[];
  /** The answer's first characters, for the failure report. */
  answer: string;
}

/**
 * One fuzz case: the answer keeps the rules (no 5xx, JSON error with a message, nothing internal),
 * no prototype was polluted, and a refused write left every domain row as it was.
 */
export async function runFuzzCase(
  context: { app: TestApp; world: FuzzWorld; prototypes: Record<string, string[]> },
  key: string,
  route: FuzzRoute,
  cookie: string | null,
  fuzzCase: FuzzCase,
): Promise<CaseOutcome> {
  const { method } = routeKeyOf(key);
  const path = await pathOf(key, route, context.world, fuzzCase);
  const headers = route.headers ? await route.headers(context.world) : undefined;
  const isWrite = method !== 'GET';
  const before = isWrite ? await domainDigest(context.app.knex) : null;
  const response = await send(context.app, {
    method,
    path: fuzzCase.query === undefined ? path : `${path}?${fuzzCase.query}`,
    cookie,
    endless: route.endless === true,
    ...(headers === undefined ? {} : { headers }),
    ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
  });
  const injected = EXTRA_KEYS.some(([extra]) => fuzzCase.body?.includes(JSON.stringify(extra)) ?? false);
  const problems = [...responseProblems(response, injected), ...prototypePollution(context.prototypes)];
  if (isWrite && response.status >= 400 && before !== (await domainDigest(context.app.knex)))
    problems.push(`refused with ${response.status}, yet domain rows changed`);
  return { status: response.status, problems, answer: (response.text ?? '').slice(0, 400) };
}

/** What an accepted request asked for in the body's real permissionLevel field. */
export function askedLevel(fuzzCase: FuzzCase): unknown {
  return fuzzCase.body === undefined ? undefined : parsedField(fuzzCase.body, 'permissionLevel');
}

/** Shown with a failing case: the request as sent and the answer's start. */
export function describeFailure(key: string, fuzzCase: FuzzCase, outcome: CaseOutcome): string {
  const cut = (text: string | undefined) => (text && text.length > 600 ? `${text.slice(0, 600)}…` : text);
  return JSON.stringify({
    route: key,
    ...fuzzCase,
    body: cut(fuzzCase.body),
    query: cut(fuzzCase.query),
    status: outcome.status,
    problems: outcome.problems,
    answer: outcome.answer,
  });
}

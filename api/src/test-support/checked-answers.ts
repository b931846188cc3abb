import type { Response } from 'supertest';
import { apiReleaseVersion, buildOpenApiDocument } from '../modules/openapi';
import type { RouteListing } from '../platform/http';
import { documentedAnswersFor, type DocumentedAnswers } from './documented-answers';

/** The agent methods that send a request (supertest's agent has one per HTTP method). */
const SENDING_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del']);

/** What the check needs of supertest's request (a `Test`): its method, its URL, and how it ends. */
interface SentRequest {
  method: string;
  url: string;
  end(callback?: (error: unknown, response: Response) => void): unknown;
}

function isSentRequest(value: unknown): value is SentRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'method') === 'string' &&
    typeof Reflect.get(value, 'url') === 'string' &&
    typeof Reflect.get(value, 'end') === 'function'
  );
}

interface RoutePattern {
  route: RouteListing;
  pattern: RegExp;
}

/** '/api/bookings/:id' as a pattern of request paths (case-insensitive, as @koa/router matches). */
function patternOf(routePath: string): RegExp {
  const source = routePath
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(':') ? '[^/]+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * The registered route a request reaches, as the app dispatches it: a literal path first, then the
 * first route (in the routers' order) whose template matches. Null for a path no route serves (the
 * front end's files, an unknown address): the document does not describe those.
 */
function routeFinder(routes: readonly RouteListing[]): (method: string, path: string) => RouteListing | null {
  const patterns: RoutePattern[] = routes.map((route) => ({ route, pattern: patternOf(route.path) }));
  return (method, path) => {
    const candidates = patterns.filter(({ route }) => route.method === method);
    const literal = candidates.find(({ route }) => route.path.toLowerCase() === path.toLowerCase());
    return (literal ?? candidates.find(({ pattern }) => pattern.test(path)))?.route ?? null;
  };
}

/**
 * Checks every answer the test app sends against the app's own OpenAPI document (the one GET
 * /api/openapi.json serves), so each API test also tests the document: an answer whose status, media
 * type or JSON body the document does not describe fails the request with the route, the status and
 * the field. Built on the first answer and kept for the test file: schemas compile once per route
 * and status.
 */
export function answerCheckOf(
  routes: () => readonly RouteListing[],
): (method: string, url: string, response: Response) => string[] {
  let documented: DocumentedAnswers | undefined;
  let findRoute: ((method: string, path: string) => RouteListing | null) | undefined;
  return (method, url, response) => {
    const upperMethod = method.toUpperCase();
    // HEAD and OPTIONS carry no body; the document lists the GET a HEAD is answered by.
    if (upperMethod === 'HEAD' || upperMethod === 'OPTIONS') return [];
    // Node's own refusals (431 for headers too large) come before the app runs: no route answered them.
    if (response.status === 431) return [];
    findRoute ??= routeFinder(routes());
    const route = findRoute(upperMethod, new URL(url).pathname);
    if (!route) return [];
    documented ??= documentedAnswersFor(buildOpenApiDocument(routes(), { version: apiReleaseVersion() }));
    return documented.problemsOf(route.method, route.path, response);
  };
}

/** Raised in the test whose request got an answer the document does not describe. */
class UndocumentedAnswerError extends Error {
  constructor(problems: readonly string[]) {
    super(
      `The answer does not match the OpenAPI document (api/src/modules/openapi):\n  ${problems.join('\n  ')}`,
    );
    this.name = 'UndocumentedAnswerError';
  }
}

/**
 * The agent with every request it sends checked on arrival: the request ends with an
 * UndocumentedAnswerError (its `await` throws, its `.end` callback gets it) when the check finds a
 * problem. A request that already failed (a supertest `.expect`) keeps its own error.
 */
export function checkedAgent<Agent extends object>(
  agent: Agent,
  check: (method: string, url: string, response: Response) => string[],
): Agent {
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !SENDING_METHODS.has(property) || typeof value !== 'function')
        return value;
      return (...args: unknown[]): unknown => {
        const sent: unknown = Reflect.apply(value, target, args);
        if (!isSentRequest(sent)) return sent;
        const end = sent.end.bind(sent);
        sent.end = (callback) =>
          end((error, response) => {
            const problems = error || !response ? [] : check(sent.method, sent.url, response);
            callback?.(problems.length > 0 ? new UndocumentedAnswerError(problems) : error, response);
          });
        return sent;
      };
    },
  });
}

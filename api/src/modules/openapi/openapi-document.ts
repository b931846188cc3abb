import type { AccessPolicy, RouteListing } from '../../platform/http';
import { ANSWER_SCHEMAS, type AnswerSchemaName } from './answer-schemas';
import { jsonSchemaOf, propertiesOf, type JsonSchema } from './json-schema';
import type { DocumentedAnswer, OperationSpec, OperationTag } from './operation-spec';
import { OPERATIONS } from './operations';

type Json = JsonSchema;

/** The OpenAPI 3.1 document as plain JSON data. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Json>>;
  [section: string]: unknown;
}

const SESSION_COOKIE = 'bp_session';

/** '/api/bookings/:id' -> '/api/bookings/{id}' ('/api/feeds/performers/:token.ics' keeps its '.ics'). */
export function openApiPathOf(routePath: string): string {
  return routePath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function pathParameterNames(routePath: string): string[] {
  return [...routePath.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

/** Ids are positive integers; anything else in a path (an e-mail, a feed's token) is text. */
function pathParameterSchema(name: string): Json {
  return /(^id|Id)$/.test(name) ? { type: 'integer', minimum: 1, maximum: 2147483647 } : { type: 'string' };
}

function operationIdOf(method: string, routePath: string): string {
  const words = routePath
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '' && word !== 'api')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

const errorAnswer = (description: string, schema = 'Error', refinement?: Json): Json => ({
  description,
  content: {
    'application/json': {
      schema: refinement
        ? { allOf: [{ $ref: `#/components/schemas/${schema}` }, refinement] }
        : { $ref: `#/components/schemas/${schema}` },
    },
  },
});

const STALE_WRITE_DESCRIPTION =
  "Stale write: If-Match is not the entity's tag. Nothing was saved; `current` is the entity as it is now.";

const ERROR_DESCRIPTIONS = {
  400: 'Refused input: `message` is the first problem, `errors` name each field (`path`).',
  401: 'No session (or it ended: `reason`).',
  403: "The actor's role may not make this call, or a write came from another origin than the portal's.",
  404: 'Not found, or of another organization (the same answer).',
  409: 'Conflicts with what is stored (a name taken, a booking the policy blocks).',
  412: STALE_WRITE_DESCRIPTION,
  413: 'The body is larger than the API takes (100 kB).',
  415: 'The body is not JSON.',
  429: "Too many requests: wait the Retry-After header's seconds.",
  503: 'Not ready: the database does not answer, or is not migrated yet.',
} as const;

const ERROR_ANSWERS = {
  400: errorAnswer(ERROR_DESCRIPTIONS[400]),
  401: errorAnswer(ERROR_DESCRIPTIONS[401]),
  403: errorAnswer(ERROR_DESCRIPTIONS[403]),
  404: errorAnswer(ERROR_DESCRIPTIONS[404]),
  409: errorAnswer(ERROR_DESCRIPTIONS[409], 'Conflict'),
  412: errorAnswer(ERROR_DESCRIPTIONS[412], 'StaleWrite'),
  413: errorAnswer(ERROR_DESCRIPTIONS[413]),
  415: errorAnswer(ERROR_DESCRIPTIONS[415]),
  429: {
    ...errorAnswer(ERROR_DESCRIPTIONS[429]),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
  },
  503: errorAnswer(ERROR_DESCRIPTIONS[503]),
} as const;

/** Any route may fail on the server's side (5xx): the error body, with nothing of the cause in it. */
const SERVER_FAILURE = errorAnswer('A failure on the server (5xx): nothing of its cause is told.');

/** A 412 whose `current` is the route's entity. */
function staleWriteOf(entity: AnswerSchemaName): Json {
  return errorAnswer(STALE_WRITE_DESCRIPTION, 'StaleWrite', {
    properties: { current: { oneOf: [{ $ref: `#/components/schemas/${entity}` }, { type: 'null' }] } },
  });
}

function parametersOf(route: RouteListing, spec: OperationSpec): Json[] {
  const inPath = pathParameterNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathParameterSchema(name),
  }));
  const inQuery: Json[] = [];
  if (spec.query) {
    const { properties, required } = propertiesOf(spec.query);
    for (const [name, schema] of Object.entries(properties)) {
      inQuery.push({
        name,
        in: 'query',
        required: required.includes(name),
        schema,
        ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
      });
    }
  }
  const headers: Json[] = [];
  if (spec.conditional)
    headers.push({ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } });
  if (spec.ifMatch)
    headers.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description: "The entity's ETag as last read: a write after someone else's is refused (412).",
      schema: { type: 'string' },
    });
  return [...inPath, ...inQuery, ...headers];
}

function successOf(spec: OperationSpec): Json {
  const answers = [spec.answer, ...(spec.otherAnswers ?? [])].map((answer) => [
    answer.status,
    successAnswerOf(spec, answer),
  ]);
  return spec.conditional
    ? {
        ...Object.fromEntries(answers),
        304: { description: 'Not modified: If-None-Match names the current tag.' },
      }
    : Object.fromEntries(answers);
}

function successAnswerOf(spec: OperationSpec, documented: DocumentedAnswer): Json {
  const { status, media = 'application/json', schema, description } = documented;
  const headers = spec.conditional
    ? { ETag: { schema: { type: 'string' }, description: 'A weak tag.' } }
    : undefined;
  return {
    description,
    ...(status === 204
      ? {}
      : {
          content: {
            [media]: { schema: schema ?? (media === 'application/json' ? {} : { type: 'string' }) },
          },
        }),
    ...(headers ? { headers } : {}),
  };
}

function errorsOf(route: RouteListing, spec: OperationSpec): Json {
  const hasPathParameters = pathParameterNames(route.path).length > 0;
  const statuses = new Set<keyof typeof ERROR_ANSWERS>(spec.errors ?? []);
  if (hasPathParameters || spec.query || spec.body) statuses.add(400);
  if (route.policy.access !== 'public' || spec.performerPageToken) statuses.add(401);
  if (route.policy.access === 'roles') statuses.add(403);
  // Every write passes the origin check and the body parser (platform/http), whatever it takes.
  if (route.method !== 'GET') for (const status of [400, 403, 413, 415] as const) statuses.add(status);
  if (hasPathParameters) statuses.add(404);
  if (spec.ifMatch) statuses.add(412);
  const answers: Record<string, Json> = Object.fromEntries(
    [...statuses].sort().map((status) => [status, ERROR_ANSWERS[status]]),
  );
  if (statuses.has(412) && spec.staleEntity) answers[412] = staleWriteOf(spec.staleEntity);
  for (const [status, own] of Object.entries(spec.errorBodies ?? {}))
    answers[status] = errorAnswer(own.description, own.schema);
  return answers;
}

function securityOf(policy: AccessPolicy, spec: OperationSpec): Json[] {
  if (spec.performerPageToken) return [{ performerPageToken: [] }];
  return policy.access === 'public' ? [] : [{ session: [] }];
}

function rolesNote(policy: AccessPolicy): string {
  if (policy.access === 'public') return 'Public.';
  if (policy.access === 'session') return 'Any signed-in user.';
  return `Roles: ${policy.roles.join(', ')}.`;
}

function operationOf(route: RouteListing, spec: OperationSpec): Json {
  const parameters = parametersOf(route, spec);
  return {
    operationId: operationIdOf(route.method, route.path),
    summary: spec.summary,
    description: [spec.description, rolesNote(route.policy)].filter(Boolean).join('\n\n'),
    tags: [spec.tag],
    security: securityOf(route.policy, spec),
    ...(route.policy.access === 'roles' ? { 'x-roles': [...route.policy.roles] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(spec.body) } },
          },
        }
      : {}),
    responses: { ...successOf(spec), ...errorsOf(route, spec), default: SERVER_FAILURE },
  };
}

const TAG_DESCRIPTIONS: Readonly<Record<OperationTag, string>> = {
  Health: 'Liveness and readiness probes.',
  Accounts: 'Signing in, out and up; mailed account links.',
  Users: 'User Management and admin permissions.',
  Organizations: 'Organizations and their time zones.',
  Departments: 'Departments (venues).',
  Performers: 'The provider’s performers.',
  Bookings: 'The calendar’s bookings and the conflict policy.',
  'Change sets': 'Multi-booking actions, their history and undo.',
  Availability: 'Unavailable periods, venue closures and who is free.',
  'Performer schedule': 'What performers see: their page, feeds and notices.',
  'Public schedule': 'The public organization’s schedule, for the resort’s site.',
  'Owner dashboard': 'Telemetry for the owner.',
  'Live changes': 'Server-sent change events and presence.',
  Contract: 'This document and its reference page.',
};

export interface DocumentInfo {
  /** The API's release (api/package.json). */
  version: string;
}

/**
 * The API's OpenAPI 3.1 document: every registered route that OPERATIONS describes, with its access
 * policy as registered, its inputs from the contract's yup schemas and its answers. Built from code
 * alone: no database, no tenant data.
 */
export function buildOpenApiDocument(routes: readonly RouteListing[], info: DocumentInfo): OpenApiDocument {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const spec = OPERATIONS[`${route.method} ${route.path}`];
    if (!spec) continue;
    const path = openApiPathOf(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Booking Portal API',
      version: info.version,
      description:
        'The HTTP API of the Booking Portal. Errors answer `{ message, errors? }`; writes of one entity take ' +
        'If-Match and answer 412 when stale; lists answer weak ETags and 304.',
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: ANSWER_SCHEMAS,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session of POST /api/auth/login.',
        },
        performerPageToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The performer page link's token.",
        },
      },
    },
  };
}

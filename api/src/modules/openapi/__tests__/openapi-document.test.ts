import type { OpenApiDocument } from '..';
import type { RouteListing } from '../../../platform/http';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const DOCUMENT = '/api/openapi.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A documented answer: its schema per media type. */
interface Answer {
  content?: Record<string, { schema?: Record<string, unknown> }>;
}

async function servedDocument(): Promise<OpenApiDocument> {
  const response = await app().http().get(DOCUMENT);
  expect(response.status).toBe(200);
  return response.body as OpenApiDocument;
}

/** ':id' -> '{id}', as the document spells a route's path. */
const documentedPathOf = (route: RouteListing) => route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document of the API, public and cacheable by its tag, with no cookie', async () => {
    const response = await app().http().get(DOCUMENT);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect((response.body as OpenApiDocument).openapi).toMatch(/^3\.1\.\d+$/);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['set-cookie']).toBeUndefined();

    const again = await app().http().get(DOCUMENT).set('If-None-Match', String(response.headers.etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('documents every registered route with its method, path parameters and who may call it', async () => {
    const document = await servedDocument();
    const routes = app().portal.routes;
    expect(routes.length).toBeGreaterThan(80);

    const undocumented = routes
      .filter((route) => document.paths[documentedPathOf(route)]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.path}`);
    expect(undocumented).toEqual([]);

    const misstated = routes.flatMap((route) => {
      const operation = document.paths[documentedPathOf(route)]?.[route.method.toLowerCase()] as
        | { security: unknown[]; 'x-roles'?: string[]; parameters?: { in: string; name: string }[] }
        | undefined;
      if (!operation) return [];
      const pathParameters = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const stated = {
        signedIn: operation.security.length > 0,
        roles: operation['x-roles'] ?? null,
        pathParameters,
      };
      const registered = {
        signedIn: route.policy.access !== 'public' || route.path.startsWith('/api/performer-page'),
        roles: route.policy.access === 'roles' ? [...route.policy.roles] : null,
        pathParameters: [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]),
      };
      return JSON.stringify(stated) === JSON.stringify(registered)
        ? []
        : [{ route: `${route.method} ${route.path}`, stated, registered }];
    });
    expect(misstated).toEqual([]);
  });

  it('gives every JSON success answer a schema of its own, never an open object', async () => {
    const document = await servedDocument();

    const vague = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries((operation as unknown as { responses: Record<string, Answer> }).responses)
          .filter(([status]) => status.startsWith('2'))
          .filter(([, answer]) => {
            const schema = answer.content?.['application/json']?.schema;
            return (
              schema !== undefined &&
              !['$ref', 'items', 'required', 'oneOf'].some((keyword) => keyword in schema)
            );
          })
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(vague).toEqual([]);
  });

  it('documents no operation that is not a registered route', async () => {
    const document = await servedDocument();
    const registered = new Set(
      app().portal.routes.map((route) => `${route.method} ${documentedPathOf(route)}`),
    );

    const phantoms = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => !registered.has(key)),
    );
    expect(phantoms).toEqual([]);
  });

  it("holds no tenant's data: none of the seeded organizations' names, addresses or users", async () => {
    const text = JSON.stringify(await servedDocument());
    const organizations: { name: string; slug: string }[] = await app()
      .knex('organizations')
      .select('name', 'slug');
    const users: { email: string }[] = await app().knex('users').select('email');
    expect(organizations.length).toBeGreaterThan(0);

    const leaked = [...organizations.flatMap((o) => [o.name, o.slug]), ...users.map((u) => u.email)].filter(
      (value) => text.includes(value),
    );
    expect(leaked).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('answers the reference page under its own policy: scripts of this origin only, no framing, no cookie', async () => {
    const response = await app().http().get('/api/docs');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    const scripts = [...response.text.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/api/docs/redoc.standalone.js', '/api/docs/reference.js']);
    expect(response.text).not.toMatch(/<script>|https?:\/\//);
  });

  it("serves the page's scripts from this origin, compressed once and revalidated by their tags", async () => {
    for (const script of ['/api/docs/redoc.standalone.js', '/api/docs/reference.js']) {
      const response = await app().http().get(script).set('Accept-Encoding', 'br');

      expect({ script, status: response.status }).toEqual({ script, status: 200 });
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['set-cookie']).toBeUndefined();
      const again = await app().http().get(script).set('If-None-Match', String(response.headers.etag));
      expect({ script, status: again.status }).toEqual({ script, status: 304 });
    }
    const renderer = await app().http().get('/api/docs/redoc.standalone.js');
    expect(renderer.text).toContain('Redoc');
  });
});

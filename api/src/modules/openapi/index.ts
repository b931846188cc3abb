/**
 * OpenAPI: the API's published contract. `GET /api/openapi.json` is an OpenAPI 3.1 document of every
 * registered route (its access policy as registered, its inputs from the contract's yup schemas, its
 * answers and errors), and `GET /api/docs` a reference page of it (Redoc, served from node_modules).
 * It owns no tables; app.ts gives it the routes of every module's router, read on first use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AccessControl, GuardedRouter, RouteListing } from '../../platform/http';
import { createOpenApiAnswers } from './openapi.service';
import { createOpenApiRouter } from './openapi.routes';

export { buildOpenApiDocument, openApiPathOf, type OpenApiDocument } from './openapi-document';
export { REFERENCE_PATHS } from './reference-page';

export interface OpenApiModule {
  router: GuardedRouter;
}

/** The API's release, as its package.json says (src/ and dist/ sit at the same depth). */
export function apiReleaseVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'));
  const version: unknown =
    typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : null;
  if (typeof version !== 'string') throw new Error('api/package.json names no version');
  return version;
}

export function createOpenApiModule(deps: {
  access: AccessControl;
  registeredRoutes: () => readonly RouteListing[];
}): OpenApiModule {
  return {
    router: createOpenApiRouter(
      deps.access,
      createOpenApiAnswers(deps.registeredRoutes, apiReleaseVersion()),
    ),
  };
}

import { readFile } from 'node:fs/promises';
import type { RouteListing } from '../../platform/http';
import { buildOpenApiDocument } from './openapi-document';
import { REFERENCE_PAGE_HTML, REFERENCE_START_SCRIPT } from './reference-page';
import { staticAnswerOf, type StaticAnswer } from './static-answer';

export interface OpenApiAnswers {
  document(): Promise<StaticAnswer>;
  page(): Promise<StaticAnswer>;
  start(): Promise<StaticAnswer>;
  renderer(): Promise<StaticAnswer>;
}

/**
 * Runs once, on first use, and keeps what it made (concurrent first calls share one promise); a
 * failure is not kept, so the next call tries again.
 */
function once<Value>(make: () => Promise<Value>): () => Promise<Value> {
  let made: Promise<Value> | null = null;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    });
    return made;
  };
}

/**
 * The answers, each made on its first call: the document once every router is registered (the
 * routes are read then), Redoc's standalone bundle read once from node_modules (about 1 MB).
 */
export function createOpenApiAnswers(
  registeredRoutes: () => readonly RouteListing[],
  version: string,
): OpenApiAnswers {
  const rendererPath = require.resolve('redoc/bundles/redoc.standalone.js');
  return {
    document: once(() =>
      staticAnswerOf(
        'application/json',
        JSON.stringify(buildOpenApiDocument(registeredRoutes(), { version })),
      ),
    ),
    page: once(() => staticAnswerOf('text/html; charset=utf-8', REFERENCE_PAGE_HTML)),
    start: once(() => staticAnswerOf('text/javascript; charset=utf-8', REFERENCE_START_SCRIPT)),
    renderer: once(async () =>
      staticAnswerOf('text/javascript; charset=utf-8', await readFile(rendererPath)),
    ),
  };
}

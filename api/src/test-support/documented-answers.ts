import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { openApiPathOf, REFERENCE_PATHS, type OpenApiDocument } from '../modules/openapi';
import type { TestApp } from './test-app';

const DOCUMENT_ID = 'urn:booking-portal:openapi';

/** A JSON pointer token (RFC 6901): '/' and '~' escaped. */
const pointerToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export interface DocumentedAnswers {
  /**
   * What is wrong with one answer of a route (as registered, e.g. '/api/bookings/:id') against the
   * document: its status not documented for the route (a 5xx not listed is held to its `default`
   * answer), its media type not the documented one, or its JSON body not valid by the documented
   * schema (ajv, JSON Schema 2020-12). Empty when it conforms.
   */
  problemsOf(method: string, routePath: string, response: Response): string[];
}

function mediaTypeOf(response: Response): string {
  return (
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? ''
  );
}

/** The checks of answers against a document (the one GET /api/openapi.json serves: documentedAnswersOf). */
export function documentedAnswersFor(document: OpenApiDocument): DocumentedAnswers {
  // The document itself is the schema resource: the answers' schemas and their $refs
  // ('#/components/schemas/...') resolve inside it exactly as an OpenAPI tool resolves them.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();

  return {
    problemsOf(method, routePath, response) {
      const path = openApiPathOf(routePath);
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${path} is not in the document`];
      const responses = operation.responses as Record<
        string,
        { content?: Record<string, { schema?: unknown }> }
      >;
      // A server failure (5xx) is the operation's `default` answer unless its status is listed.
      const answerKey =
        String(response.status) in responses || response.status < 500 ? String(response.status) : 'default';
      const documented = responses[answerKey];
      if (!documented) return [`${method} ${path}: status ${response.status} is not documented`];
      if (response.status === 204 || response.status === 304) return [];
      const media = mediaTypeOf(response);
      const content = documented.content?.[media];
      if (!content) return [`${method} ${path} ${response.status}: ${media} is not a documented media type`];
      if (media !== 'application/json' || content.schema === undefined) return [];
      const pointer = [
        'paths',
        path,
        method.toLowerCase(),
        'responses',
        answerKey,
        'content',
        media,
        'schema',
      ]
        .map(pointerToken)
        .join('/');
      const key = `${DOCUMENT_ID}#/${pointer}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile({ $ref: key });
        compiled.set(key, validate);
      }
      if (validate(response.body)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `${method} ${path} ${response.status}: ${error.instancePath || '(body)'} ${error.message ?? ''}`,
      );
    },
  };
}

/** The checks against the document the test app serves. */
export async function documentedAnswersOf(app: TestApp): Promise<DocumentedAnswers> {
  const response = await app.http().get(REFERENCE_PATHS.document);
  if (response.status !== 200) throw new Error(`${REFERENCE_PATHS.document} answered ${response.status}`);
  return documentedAnswersFor(response.body as OpenApiDocument);
}

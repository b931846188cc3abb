import type { Response } from 'supertest';
import type { HttpMethod } from '../../platform/http';
import { untilFirstEvent } from '../../test-support/event-stream-answer';
import { freshClientIp } from '../../test-support/sessions';
import { TEST_ORIGIN, type TestApp } from '../../test-support/test-app';
import type { MatrixRequest } from './matrix-types';

const SUPERTEST_METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/** Sends a row's request as a browser behind the trusted proxy would, with the session cookie if any. */
export async function sendMatrixRequest(
  app: TestApp,
  method: HttpMethod,
  request: MatrixRequest,
  cookie: string | null,
): Promise<Response> {
  const agent = app.http();
  let call = agent[SUPERTEST_METHODS[method]](request.path)
    .set('Origin', TEST_ORIGIN)
    // A fresh address per call: per-IP limits (login, lookups, visits) stay out of the picture.
    .set('X-Forwarded-For', freshClientIp())
    // As deployed: TLS ends at the trusted proxy, so every answer must carry HSTS too.
    .set('X-Forwarded-Proto', 'https');
  if (cookie) call = call.set('Cookie', cookie);
  for (const [name, value] of Object.entries(request.headers ?? {})) call = call.set(name, value);
  if (request.query) call = call.query(request.query);
  if (request.endless) call = call.parse(untilFirstEvent);
  const response = await (request.body === undefined ? call : call.send(request.body));
  // A link request's lookup and mail run after its answer: they land before the next case looks.
  await app.portal.identityJobs.settled();
  return response;
}

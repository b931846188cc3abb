import type { IncomingMessage } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import { AUTH_MESSAGES, INPUT_LIMIT_MESSAGES } from '../../contract';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { WRITE_METHODS, type AppMiddleware } from './app-state';
import { assertWithinInputLimits } from './input-bounds';

const JSON_BODY_LIMIT = '100kb';
/**
 * The Content-Encoding values the parser inflates (co-body's `inflation`); 100 kB is the limit of the
 * inflated body. Anything else, a list such as 'gzip, gzip' included, is refused naming it, rather
 * than as if the type were wrong.
 */
const INFLATED_ENCODINGS: readonly string[] = ['identity', 'gzip', 'deflate', 'br'];
/** A header is echoed in the answer: a longer one is cut. */
const MAX_ECHOED_ENCODING = 100;

/**
 * Refuses an encoding the parser cannot inflate. Codings are case-insensitive (RFC 9110 8.4.1) but
 * `inflation` compares them as written: a known one is handed on in lower case.
 */
function assertInflatedEncoding(request: IncomingMessage): void {
  const encoding = request.headers['content-encoding']?.trim() ?? '';
  if (encoding === '') return;
  if (INFLATED_ENCODINGS.includes(encoding.toLowerCase())) {
    request.headers['content-encoding'] = encoding.toLowerCase();
    return;
  }
  const shown =
    encoding.length > MAX_ECHOED_ENCODING ? `${encoding.slice(0, MAX_ECHOED_ENCODING)}…` : encoding;
  throw new UnsupportedMediaTypeError(
    INPUT_LIMIT_MESSAGES.unsupportedContentEncoding(shown, INFLATED_ENCODINGS),
  );
}

function statusOf(error: Error): number | undefined {
  const status: unknown = Reflect.get(error, 'status') ?? Reflect.get(error, 'statusCode');
  return typeof status === 'number' ? status : undefined;
}

/**
 * The API speaks JSON only: a write carrying any other body, or one in an encoding the parser cannot
 * inflate, is refused before parsing. Mounted under writesOnly.
 */
export function requireJsonBody(): AppMiddleware {
  return (ctx, next) => {
    // An empty body (Content-Length: 0, as fetch sends for a bodiless POST) needs no type.
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.request.is('application/json', '+json')) throw new UnsupportedMediaTypeError();
    if (hasBody) assertInflatedEncoding(ctx.req);
    return next();
  };
}

/**
 * Parses JSON bodies up to 100 kB; parser failures become 400 (malformed) or 413 (too large). A
 * parsed body deeper than 8 levels, or holding a string over 10,000 characters or a NUL character,
 * is a 400 naming the field before any route or schema sees it (input-bounds.ts).
 */
export function jsonBody(): AppMiddleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    parsedMethods: [...WRITE_METHODS],
    onError(error) {
      const status = statusOf(error);
      if (status === 413) throw new PayloadTooLargeError();
      if (status === 415) throw new UnsupportedMediaTypeError();
      throw new BadRequestError(AUTH_MESSAGES.invalidJson);
    },
  });
  return (ctx, next) =>
    parse(ctx, () => {
      assertWithinInputLimits(ctx.request.body);
      return next();
    });
}

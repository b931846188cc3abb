import type { WriterDto } from '../../contract';
import { NotFoundError, StaleWriteError, toErrorResponse } from '../errors';
import { isClientDisconnect, type Logger } from '../logger';
import type { AppMiddleware } from './app-state';

/**
 * First in the chain: turns every thrown error into the `{ message, errors? }` body with its
 * status, and whatever nothing answered (unknown /api routes included) into the JSON 404. Server
 * faults are logged with the request id; the body never carries a stack or SQL.
 */
/** Who saved an audited resource last, and when (app.ts builds it from the audit trail and the users). */
export type LastWriteLookup = (
  resource: string,
  resourceId: string | number,
) => Promise<{ changedBy: WriterDto; changedAt: string } | null>;

async function staleWriteBody(
  error: StaleWriteError,
  lastWriteOf: LastWriteLookup | undefined,
): Promise<{ changedBy: WriterDto | null; changedAt: string | null }> {
  if ('changedAt' in error.lastWrite) return error.lastWrite;
  const found = lastWriteOf ? await lastWriteOf(error.lastWrite.resource, error.lastWrite.resourceId) : null;
  return found ?? { changedBy: null, changedAt: null };
}

export function errorHandler(rootLogger: Logger, lastWriteOf?: LastWriteLookup): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.body === undefined && ctx.status === 404) throw new NotFoundError();
    } catch (error) {
      // Set by the request-id middleware, unless the failure happened before it ran.
      const log: Logger | undefined = ctx.state.log;
      const logger = log ?? rootLogger;
      // Gone means the client's connection can no longer take an answer. Not ctx.req.destroyed: that
      // is also true once a request body has been read, and a database connection that is reset
      // throws the same codes, which must end as a 503, never as the status the route set before.
      if (isClientDisconnect(error) && !ctx.writable) {
        logger.debug({ code: 'client-disconnected' }, 'client went away before the answer');
        return;
      }
      const response = toErrorResponse(error);
      if (response.unexpected) logger.error({ err: error, status: response.status }, 'request failed');
      ctx.status = response.status;
      ctx.body = response.body;
      if (error instanceof StaleWriteError) {
        // The answer a dialog needs to show what changed: the entity now, and who saved it when.
        ctx.body = {
          ...response.body,
          current: error.current,
          ...(await staleWriteBody(error, lastWriteOf)),
        };
        if (error.currentTag !== null) ctx.set('ETag', error.currentTag);
      }
      if (response.retryAfterSeconds !== undefined)
        ctx.set('Retry-After', String(response.retryAfterSeconds));
    }
  };
}

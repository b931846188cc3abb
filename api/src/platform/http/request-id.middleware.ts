import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { AppMiddleware } from './app-state';

const REQUEST_ID_HEADER = 'x-request-id';
/** A proxy's id is reused only when it is short and plain, so it cannot inject into logs or headers. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const id = ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ reqId: id });
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}

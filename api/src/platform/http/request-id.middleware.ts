import hyperid from 'hyperid';
import type { Logger } from '../logger';
import type { Actor, AppMiddleware, AppState } from './app-state';

const REQUEST_ID_HEADER = 'x-request-id';
/** A proxy's id is reused only when it is short and plain, so it cannot inject into logs or headers. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request's state, whose logger is made on first use. */
class RequestState implements AppState {
  actor?: Actor;
  private requestLog: Logger | undefined;

  constructor(
    private readonly rootLogger: Logger,
    readonly requestId: string,
  ) {}

  // Most answers log nothing (the access line is off below info), and a pino child serializes its
  // bindings when it is made: a measurable part of a request's cost when made for every request.
  get log(): Logger {
    this.requestLog ??= this.rootLogger.child({ reqId: this.requestId });
    return this.requestLog;
  }
}

/**
 * Ids are a random UUID per process (base64url) and a counter: unique across replicas and restarts
 * like a UUID per request, without making one on every request (docs/PERFORMANCE-PROFILES.md).
 */
export function requestId(logger: Logger): AppMiddleware {
  const nextId = hyperid({ urlSafe: true });
  return (ctx, next) => {
    const incoming = ctx.req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : nextId();
    ctx.state = new RequestState(logger, id);
    ctx.res.setHeader(REQUEST_ID_HEADER, id);
    return next();
  };
}

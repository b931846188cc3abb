import { createHash } from 'node:crypto';
import * as yup from 'yup';
import { API_PATHS, AUTH_MESSAGES } from '../../contract';
import { NotFoundError, TooManyRequestsError } from '../../platform/errors';
import {
  parseInput,
  SESSION_COOKIE_NAME,
  type AccessControl,
  type AppContext,
  type GuardedRouter,
} from '../../platform/http';
import { StreamsExhaustedError, type ChangeStreamService } from './change-stream.service';
import { sessionCheckOf } from './session-check';

const SESSION = { access: 'session' } as const;
/** When this process serves its most streams, a client tries again after this long (or another replica). */
const RETRY_STREAM_SECONDS = 30;

const presenceSchema = yup.object({
  bookingId: yup.number().typeError('bookingId must be a number').integer().positive().required(),
});

/** ?lastEventId=: a first connect that resumes (EventSource sends the Last-Event-ID header on its own reconnects). */
const streamQuerySchema = yup.object({
  lastEventId: yup.string().max(40, 'lastEventId must be at most 40 characters').optional(),
});

/** The position asked for: the header, else the query; null when neither is given. */
function lastEventIdOf(header: string, query: string | undefined): string | null {
  if (header !== '') return header;
  return query === undefined || query === '' ? null : query;
}

/** Which streams share a session, without keeping its token: a digest of the cookie's value. */
function sessionKeyOf(ctx: AppContext): string {
  return createHash('sha256')
    .update(ctx.cookies.get(SESSION_COOKIE_NAME, { signed: false }) ?? '')
    .digest('base64url');
}

export function createChangeStreamRouter(access: AccessControl, service: ChangeStreamService): GuardedRouter {
  return access
    .createRouter()
    .route({
      method: 'GET',
      path: API_PATHS.changeStream,
      policy: SESSION,
      async handle(ctx, actor) {
        const query = await parseInput(streamQuerySchema, ctx.query);
        const lastEventId = lastEventIdOf(ctx.get('Last-Event-ID'), query.lastEventId);
        const client = await service
          .open(actor, lastEventId, sessionCheckOf(access, ctx), sessionKeyOf(ctx))
          .catch((error: unknown) => {
            if (error instanceof StreamsExhaustedError)
              throw new TooManyRequestsError(AUTH_MESSAGES.rateLimited, RETRY_STREAM_SECONDS);
            throw error;
          });
        // The stream is idle between events: no socket timeout, and each event leaves at once.
        ctx.req.socket.setTimeout(0);
        ctx.req.socket.setNoDelay(true);
        ctx.req.socket.setKeepAlive(true);
        ctx.res.on('close', () => client.close());
        ctx.status = 200;
        ctx.type = 'text/event-stream';
        ctx.set('Cache-Control', 'no-cache');
        // nginx (infra/stack) would otherwise hold events back in its buffer.
        ctx.set('X-Accel-Buffering', 'no');
        ctx.body = client.body;
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.changePresence,
      policy: SESSION,
      async handle(ctx, actor) {
        const { bookingId } = await parseInput(presenceSchema, ctx.request.body);
        if (!(await service.announcePresence(actor, bookingId, true))) throw new NotFoundError();
        ctx.status = 204;
      },
    })
    .route({
      method: 'DELETE',
      path: API_PATHS.changePresence,
      policy: SESSION,
      async handle(ctx, actor) {
        // A closing dialog may say it in the body or, where a body cannot go, in ?bookingId=.
        const body: unknown = ctx.request.body;
        const given = typeof body === 'object' && body !== null && 'bookingId' in body ? body : ctx.query;
        const { bookingId } = await parseInput(presenceSchema, given);
        if (!(await service.announcePresence(actor, bookingId, false))) throw new NotFoundError();
        ctx.status = 204;
      },
    });
}

import type { Logger } from '../logger';
import type { AppContext, AppMiddleware } from './app-state';
import { matchedRouteOf } from './matched-route';

/** What is known about an answered request once it has left (or its client has gone). */
export interface CompletedRequest {
  method: string;
  /** Route template, or 'unmatched'. */
  route: string;
  path: string;
  /** Final status; 499 when the client went away before the answer was sent. */
  status: number;
  durationMs: number;
  /** Epoch milliseconds at the end of the answer. */
  finishedAt: number;
  userId: number | null;
  organizationId: number | null;
  /** The error body's message of a 4xx/5xx answer. */
  errorMessage: string | null;
}

/** Told of every request: when it starts, and once when it has been answered. Must not throw or block. */
export interface RequestObserver {
  started(): void;
  completed(request: CompletedRequest): void;
}

const CLIENT_CLOSED_REQUEST = 499;

function errorMessageOf(ctx: AppContext, status: number): string | null {
  if (status < 400) return null;
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null) return null;
  const message: unknown = Reflect.get(body, 'message');
  return typeof message === 'string' ? message : null;
}

/**
 * One line per request, written when the response has been sent (or the client went away), so
 * the status is the final one, including answers produced by the error middleware. Besides the
 * request id (bound to ctx.state.log), it names the route template and the signed-in actor.
 * The same completion record goes to the observer (the HTTP telemetry), so timing a request costs
 * one listener and one record, not one per consumer.
 */
export function accessLog({
  logger,
  observer,
}: {
  logger: Logger;
  observer?: RequestObserver;
}): AppMiddleware {
  return async (ctx, next) => {
    const startedAt = performance.now();
    observer?.started();
    let recorded = false;
    const record = (status: number): void => {
      if (recorded) return;
      recorded = true;
      const actor = ctx.state.actor;
      const request: CompletedRequest = {
        method: ctx.method,
        route: matchedRouteOf(ctx),
        path: ctx.path,
        status,
        durationMs: performance.now() - startedAt,
        finishedAt: Date.now(),
        userId: actor?.userId ?? null,
        organizationId: actor?.organizationId ?? null,
        errorMessage: errorMessageOf(ctx, status),
      };
      observer?.completed(request);
      const level = status >= 500 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        method: request.method,
        path: request.path,
        route: request.route,
        actor: actor ? { userId: actor.userId, role: actor.role } : null,
        status,
        durationMs: Math.round(request.durationMs * 10) / 10,
      };
      if (level === 'warn') ctx.state.log.warn(line, 'request failed');
      else ctx.state.log.info(line, 'request');
    };
    // 'close' follows 'finish' on a completed answer and also fires when the client goes away; it fires once.
    ctx.res.on('close', () => record(ctx.res.writableFinished ? ctx.status : CLIENT_CLOSED_REQUEST));
    await next();
    // An event stream is answered once it is open: the hours it then stays open are neither a slow
    // request's duration nor a request in flight.
    if (ctx.response.is('text/event-stream')) record(ctx.status);
  };
}

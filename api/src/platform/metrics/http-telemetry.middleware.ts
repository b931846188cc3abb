import type { Counter, Histogram } from 'prom-client';
import { matchedRouteOf, type AppContext, type AppMiddleware } from '../http';
import type { HttpLabel, PortalMetrics } from './portal-metrics';

/** What the telemetry middleware knows about an answered request, handed to `onCompleted`. */
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

export interface HttpTelemetryOptions {
  /** Called after each answer (for the persistent performance log); must not throw or block. */
  onCompleted?: (request: CompletedRequest) => void;
}

const CLIENT_CLOSED_REQUEST = 499;
const TOO_MANY_REQUESTS = 429;
/** Status class labels by hundreds, built once instead of per request. */
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

interface Series {
  duration: Histogram.Internal<HttpLabel>;
  requests: Counter.Internal;
  /** Answers counted since the counter was last read. */
  uncounted: number;
}

function errorMessageOf(ctx: AppContext, status: number): string | null {
  if (status < 400) return null;
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null) return null;
  const message: unknown = Reflect.get(body, 'message');
  return typeof message === 'string' ? message : null;
}

/**
 * Times every request and feeds the HTTP metrics (labels: method, route template, status class)
 * when the answer has left (the error middleware's status included). The request path does only
 * plain arithmetic and one histogram observation on a cached label child: answer counts and the
 * in-flight figure are handed to prom-client when the metrics are read, not per request.
 */
export function httpTelemetry(metrics: PortalMetrics, options: HttpTelemetryOptions = {}): AppMiddleware {
  const seriesByKey = new Map<string, Series>();
  const onCompleted = options.onCompleted;
  let inFlight = 0;

  metrics.collectHttpCountsWith(() => {
    for (const series of seriesByKey.values()) {
      if (series.uncounted === 0) continue;
      series.requests.inc(series.uncounted);
      series.uncounted = 0;
    }
    return inFlight;
  });

  function seriesOf(method: string, route: string, status: number): Series {
    const statusClass = STATUS_CLASSES[Math.floor(status / 100)] ?? 'other';
    const key = `${method} ${route} ${statusClass}`;
    let series = seriesByKey.get(key);
    if (!series) {
      series = {
        duration: metrics.httpRequestDuration.labels(method, route, statusClass),
        requests: metrics.httpRequests.labels(method, route, statusClass),
        uncounted: 0,
      };
      seriesByKey.set(key, series);
    }
    return series;
  }

  return async (ctx, next) => {
    const startedAt = performance.now();
    inFlight += 1;
    // 'close' follows 'finish' on a completed answer and also fires when the client goes away; it fires once.
    ctx.res.on('close', () => {
      inFlight -= 1;
      const durationMs = performance.now() - startedAt;
      const status = ctx.res.writableFinished ? ctx.status : CLIENT_CLOSED_REQUEST;
      const route = matchedRouteOf(ctx);
      const series = seriesOf(ctx.method, route, status);
      series.duration.observe(durationMs / 1000);
      series.uncounted += 1;
      if (status === TOO_MANY_REQUESTS) metrics.rateLimitedRequests.inc({ route });
      if (onCompleted) {
        const actor = ctx.state.actor;
        onCompleted({
          method: ctx.method,
          route,
          path: ctx.path,
          status,
          durationMs,
          finishedAt: Date.now(),
          userId: actor?.userId ?? null,
          organizationId: actor?.organizationId ?? null,
          errorMessage: errorMessageOf(ctx, status),
        });
      }
    });
    await next();
  };
}

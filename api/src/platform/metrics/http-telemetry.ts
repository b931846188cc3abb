import type { Counter, Histogram } from 'prom-client';
import type { CompletedRequest, RequestObserver } from '../http';
import type { HttpLabel, PortalMetrics } from './portal-metrics';

export interface HttpTelemetryOptions {
  /** Called after each answer (for the persistent performance log); must not throw or block. */
  onCompleted?: (request: CompletedRequest) => void;
}

const TOO_MANY_REQUESTS = 429;
/** Status class labels by hundreds, built once instead of per request. */
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

interface Series {
  duration: Histogram.Internal<HttpLabel>;
  requests: Counter.Internal;
  /** Answers counted since the counter was last read. */
  uncounted: number;
}

/**
 * Feeds the HTTP metrics (labels: method, route template, status class) from the access log's
 * completion record, the error middleware's status included. Per request it does plain arithmetic
 * and one histogram observation on a cached label child: answer counts and the in-flight figure are
 * handed to prom-client when the metrics are read, not per request.
 */
export function createHttpTelemetry(
  metrics: PortalMetrics,
  options: HttpTelemetryOptions = {},
): RequestObserver {
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

  return {
    started() {
      inFlight += 1;
    },
    completed(request) {
      inFlight -= 1;
      const series = seriesOf(request.method, request.route, request.status);
      series.duration.observe(request.durationMs / 1000);
      series.uncounted += 1;
      if (request.status === TOO_MANY_REQUESTS) metrics.rateLimitedRequests.inc({ route: request.route });
      onCompleted?.(request);
    },
  };
}

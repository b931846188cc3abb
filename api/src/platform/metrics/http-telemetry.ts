import type { Counter } from 'prom-client';
import type { CompletedRequest, RequestObserver } from '../http';
import type { CountedSeries } from './locally-counted-histogram';
import type { PortalMetrics } from './portal-metrics';
import { TupleMap } from './tuple-map';

export interface HttpTelemetryOptions {
  /** Called after each answer (for the persistent performance log); must not throw or block. */
  onCompleted?: (request: CompletedRequest) => void;
}

const TOO_MANY_REQUESTS = 429;
/** Status class labels by hundreds, built once instead of per request. */
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

interface Series {
  duration: CountedSeries;
  requests: Counter.Internal;
  /** Answers counted since the counter was last read. */
  uncounted: number;
}

/**
 * Feeds the HTTP metrics (labels: method, route template, status class) from the access log's
 * completion record, the error middleware's status included. Per request it finds the label set's
 * series without building a key and does plain arithmetic: durations go into the series' own bucket
 * counts (LocallyCountedHistogram), answer counts and the in-flight figure are handed to prom-client
 * when the metrics are read, not per request.
 */
export function createHttpTelemetry(
  metrics: PortalMetrics,
  options: HttpTelemetryOptions = {},
): RequestObserver {
  const seriesByKey = new TupleMap<[method: string, route: string, statusClass: string], Series>();
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
    const key: [string, string, string] = [method, route, statusClass];
    let series = seriesByKey.get(key);
    if (!series) {
      series = {
        duration: metrics.httpRequestDuration.series({ method, route, status_class: statusClass }),
        requests: metrics.httpRequests.labels(method, route, statusClass),
        uncounted: 0,
      };
      seriesByKey.add(key, series);
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

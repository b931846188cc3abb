export {
  createPortalMetrics,
  type ActiveSessionsSource,
  type HttpCountsSource,
  type HttpLabel,
  type MailQueueFigures,
  type MailQueueSource,
  type PortalMetrics,
  type PortalMetricsOptions,
} from './portal-metrics';
export { createHttpTelemetry, type HttpTelemetryOptions } from './http-telemetry';
export { instrumentDatabaseQueries } from './database-metrics';
export { startMetricsServer, type MetricsServer, type MetricsServerOptions } from './metrics-server';
export { readProcessFigures, type ProcessFigures } from './process-figures';
export { TupleMap } from './tuple-map';

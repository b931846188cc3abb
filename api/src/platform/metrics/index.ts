export {
  createPortalMetrics,
  type ActiveSessionsSource,
  type HttpCountsSource,
  type HttpLabel,
  type PortalMetrics,
  type PortalMetricsOptions,
} from './portal-metrics';
export { httpTelemetry, type CompletedRequest, type HttpTelemetryOptions } from './http-telemetry.middleware';
export { instrumentDatabaseQueries } from './database-metrics';
export { startMetricsServer, type MetricsServer, type MetricsServerOptions } from './metrics-server';
export { readProcessFigures, type ProcessFigures } from './process-figures';

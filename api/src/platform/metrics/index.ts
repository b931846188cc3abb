export { createPortalMetrics, type PortalMetrics } from './portal-metrics';
export { createHttpTelemetry } from './http-telemetry';
export { instrumentDatabaseQueries } from './database-metrics';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export { readProcessFigures, type ProcessFigures } from './process-figures';
export { TupleMap } from './tuple-map';

export { openDatabase, embeddedDatabase, databaseTargetFromConfig } from './database';
export { pgliteParsers } from './type-parsers';
export type { Database } from './database';
export {
  LISTENER_APPLICATION_NAME,
  NotificationSourceClosedError,
  type NotificationSession,
  type NotificationSource,
} from './notification-session';
export { migrateToLatest, countPendingMigrations, newerReleaseMigrations } from './migrator';
export { createReadinessProbe, type ReadinessProbe } from './readiness';
export { ModuleMigrationSource, type MigrationPhase } from './migration-source';
export { EmbeddedDatabaseInUseError } from './embedded-lock';
export { jsonColumn, jsonListColumn } from './json-column';
export { isoTimestampSql } from './iso-timestamp';
export { preparedStatement, preparedStatementOfText } from './prepared-statement';
export { admitUnderCeiling, ceilingAskSql, type MinuteCeiling } from './minute-ceiling';

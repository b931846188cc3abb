export { openDatabase, embeddedDatabase, databaseTargetFromConfig } from './database';
export { pgliteParsers } from './type-parsers';
export type { Database, DatabaseKind, DatabaseTarget } from './database';
export { migrateToLatest, countPendingMigrations } from './migrator';
export { createReadinessProbe, type ReadinessProbe } from './readiness';
export type { Knex } from 'knex';
export { ModuleMigrationSource } from './migration-source';
export { EmbeddedDatabaseInUseError } from './embedded-lock';
export { jsonListColumn } from './json-column';

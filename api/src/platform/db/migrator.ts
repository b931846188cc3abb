import type { Knex } from 'knex';
import { ModuleMigrationSource } from './migration-source';

const migrationConfig = (): Knex.MigratorConfig => ({ migrationSource: new ModuleMigrationSource() });

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied]: [unknown, unknown] = await knex.migrate.latest(migrationConfig());
  return Array.isArray(applied) ? applied.map(String) : [];
}

export async function countPendingMigrations(knex: Knex): Promise<number> {
  const [, pending]: [unknown, unknown] = await knex.migrate.list(migrationConfig());
  return Array.isArray(pending) ? pending.length : 0;
}

import type { Knex } from 'knex';
import { ModuleMigrationSource, type MigrationPhase } from './migration-source';

/** knex's default: the table the app's applied migrations are recorded in. */
const APPLIED_MIGRATIONS_TABLE = 'knex_migrations';

export interface MigrationRun {
  /**
   * 'expand' applies every pending migration not marked contract: what runs before a rollout (the
   * migrate Job, `npm run db:migrate`, the API's own start). 'contract' applies every pending one,
   * contract steps included: run once every process runs the new release (`migrate.js --contract`).
   */
  phase: MigrationPhase;
  /** Where the modules and their migrations are; the app's own by default (tests: probe modules). */
  modulesDirectory?: string;
  /** The table of applied migrations; knex_migrations by default (tests: one of their own). */
  tableName?: string;
}

async function appliedMigrationNames(knex: Knex, tableName: string): Promise<string[]> {
  if (!(await knex.schema.hasTable(tableName))) return [];
  const rows: { name: string }[] = await knex(tableName).select('name');
  return rows.map((row) => row.name);
}

/**
 * knex refuses to run when an applied migration is missing from the list it is given (a deleted or
 * renamed file), so its check is off and this one runs instead, against every phase's files:
 * - a contract step applied by an earlier release is in the files, and passes;
 * - a migration named after the newest file here belongs to a newer release, which migrated before
 *   this one was rolled back to (or while it still serves during a rollout): the expand rule keeps
 *   this code working on that schema, so it passes and is only reported;
 * - any other applied migration whose file is gone stops the run.
 */
async function ensureNoAppliedMigrationIsMissing(
  knex: Knex,
  everyMigration: ModuleMigrationSource,
  tableName: string,
): Promise<string[]> {
  const names = (await everyMigration.getMigrations()).map((file) => file.name);
  const files = new Set(names);
  const newest = names.at(-1) ?? '';
  const unknown = (await appliedMigrationNames(knex, tableName)).filter((name) => !files.has(name));
  const missing = unknown.filter((name) => name.localeCompare(newest) <= 0);
  if (missing.length > 0)
    throw new Error(
      `The migration directory is corrupt, the following files are missing: ${missing.join(', ')}`,
    );
  return unknown;
}

async function migratorConfig(knex: Knex, run: MigrationRun): Promise<Knex.MigratorConfig> {
  const tableName = run.tableName ?? APPLIED_MIGRATIONS_TABLE;
  const everyMigration = new ModuleMigrationSource(run.modulesDirectory);
  await ensureNoAppliedMigrationIsMissing(knex, everyMigration, tableName);
  return {
    migrationSource:
      run.phase === 'contract' ? everyMigration : new ModuleMigrationSource(run.modulesDirectory, 'expand'),
    tableName,
    disableMigrationsListValidation: true,
  };
}

/** Applied migrations of a newer release than this code (see ensureNoAppliedMigrationIsMissing). */
export async function newerReleaseMigrations(
  knex: Knex,
  run: Omit<MigrationRun, 'phase'> = {},
): Promise<string[]> {
  return ensureNoAppliedMigrationIsMissing(
    knex,
    new ModuleMigrationSource(run.modulesDirectory),
    run.tableName ?? APPLIED_MIGRATIONS_TABLE,
  );
}

/**
 * Applies the pending migrations of `run.phase` (by default every migration: a test's or a
 * developer's database wants the whole schema); returns the names applied.
 */
export async function migrateToLatest(
  knex: Knex,
  run: MigrationRun = { phase: 'contract' },
): Promise<string[]> {
  const [, applied]: [unknown, unknown] = await knex.migrate.latest(await migratorConfig(knex, run));
  return Array.isArray(applied) ? applied.map(String) : [];
}

/** How many migrations `run.phase` would apply (by default: every pending one). */
export async function countPendingMigrations(
  knex: Knex,
  run: MigrationRun = { phase: 'contract' },
): Promise<number> {
  const [, pending]: [unknown, unknown] = await knex.migrate.list(await migratorConfig(knex, run));
  return Array.isArray(pending) ? pending.length : 0;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { ModuleMigrationSource } from '../migration-source';

/**
 * A modules directory holding one module, `probe`, with the given migrations (file name without
 * extension -> CommonJS source), read by the app's own migration source as the app's modules are.
 */
export function probeModules(migrations: Record<string, string>): string {
  const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-probe-migrations-'));
  const directory = path.join(modules, 'probe', 'migrations');
  fs.mkdirSync(directory, { recursive: true });
  for (const [name, source] of Object.entries(migrations))
    fs.writeFileSync(path.join(directory, `${name}.js`), source);
  return modules;
}

/** Runs the probe module's migrations as the app runs its own, recorded in a table of their own. */
export async function migrateProbes(knex: Knex, modules: string, tableName: string): Promise<void> {
  await knex.migrate.latest({ migrationSource: new ModuleMigrationSource(modules), tableName });
}

/** The names the runner recorded as applied in `tableName`. */
export async function appliedProbes(knex: Knex, tableName: string): Promise<string[]> {
  const rows: { name: string }[] = await knex(tableName).select('name').orderBy('name');
  return rows.map((row) => row.name);
}

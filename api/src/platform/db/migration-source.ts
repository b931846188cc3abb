import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { withMigrationTimeouts } from './migration-timeouts';

interface MigrationFile {
  /** File name without extension: the same whether the source runs as .ts (tsx, jest) or .js (dist). */
  name: string;
  file: string;
}

/** api/src/platform/db -> api/src/modules (and the same under api/dist). */
const MODULES_DIRECTORY = path.resolve(__dirname, '..', '..', 'modules');
const MIGRATION_FILE = /^\d{14}_[a-z0-9]+_[a-z0-9_]+\.(ts|js)$/;

function isMigrationModule(value: unknown): value is Knex.Migration {
  return (
    typeof value === 'object' &&
    value !== null &&
    'up' in value &&
    typeof value.up === 'function' &&
    'down' in value &&
    typeof value.down === 'function'
  );
}

/**
 * Collects every module's migrations (modules/<m>/migrations/YYYYMMDDHHmmss_<m>_<what>.ts|js) into
 * one timeline ordered by name, so one knex_migrations table serves all modules.
 */
export class ModuleMigrationSource implements Knex.MigrationSource<MigrationFile> {
  constructor(private readonly modulesDirectory: string = MODULES_DIRECTORY) {}

  async getMigrations(): Promise<MigrationFile[]> {
    const modules = await fs.promises.readdir(this.modulesDirectory, { withFileTypes: true });
    const files: MigrationFile[] = [];
    for (const entry of modules) {
      if (!entry.isDirectory()) continue;
      const directory = path.join(this.modulesDirectory, entry.name, 'migrations');
      if (!fs.existsSync(directory)) continue;
      for (const fileName of await fs.promises.readdir(directory)) {
        if (!MIGRATION_FILE.test(fileName)) continue;
        files.push({ name: fileName.replace(/\.(ts|js)$/, ''), file: path.join(directory, fileName) });
      }
    }
    return files.sort((left, right) => left.name.localeCompare(right.name));
  }

  getMigrationName(migration: MigrationFile): string {
    return migration.name;
  }

  async getMigration(migration: MigrationFile): Promise<Knex.Migration> {
    // require (not import()) so the same code loads .ts under tsx/jest and .js from dist.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded: unknown = require(migration.file);
    if (!isMigrationModule(loaded))
      throw new Error(`Migration ${migration.name} must export up() and down()`);
    return withMigrationTimeouts(loaded);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { withMigrationTimeouts } from './migration-timeouts';

/**
 * When a migration may run in a rolling release (api/src/modules/README.md, "Migrations: expand and
 * contract"). 'expand': before the rollout, while the previous release still serves (every migration
 * that says nothing). 'contract': only once every process runs the release that no longer needs what
 * it removes; a migration says so with `export const phase: MigrationPhase = 'contract'`.
 */
export type MigrationPhase = 'expand' | 'contract';

const MIGRATION_PHASES: readonly string[] = ['expand', 'contract'] satisfies MigrationPhase[];

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

function loadMigrationModule(migration: MigrationFile): Knex.Migration {
  // require (not import()) so the same code loads .ts under tsx/jest and .js from dist.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded: unknown = require(migration.file);
  if (!isMigrationModule(loaded)) throw new Error(`Migration ${migration.name} must export up() and down()`);
  return loaded;
}

/** The phase a migration module declares (`export const phase`), 'expand' when it declares none. */
function phaseOf(name: string, migration: object): MigrationPhase {
  if (!('phase' in migration) || migration.phase === undefined) return 'expand';
  const { phase } = migration;
  if (phase === 'expand' || phase === 'contract') return phase;
  throw new Error(
    `Migration ${name} exports phase ${JSON.stringify(phase)}: it must be one of ${MIGRATION_PHASES.join(', ')}`,
  );
}

/**
 * Collects every module's migrations (modules/<m>/migrations/YYYYMMDDHHmmss_<m>_<what>.ts|js) into
 * one timeline ordered by name, so one knex_migrations table serves all modules. With `phase`
 * 'expand' it lists only the migrations that may run before a rollout; with 'contract', all of them.
 */
export class ModuleMigrationSource implements Knex.MigrationSource<MigrationFile> {
  constructor(
    private readonly modulesDirectory: string = MODULES_DIRECTORY,
    private readonly phase: MigrationPhase = 'contract',
  ) {}

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
    files.sort((left, right) => left.name.localeCompare(right.name));
    if (this.phase === 'contract') return files;
    return files.filter((file) => phaseOf(file.name, loadMigrationModule(file)) === 'expand');
  }

  getMigrationName(migration: MigrationFile): string {
    return migration.name;
  }

  async getMigration(migration: MigrationFile): Promise<Knex.Migration> {
    const loaded = loadMigrationModule(migration);
    // A wrong phase fails every run, not only the expand one that filters on it.
    phaseOf(migration.name, loaded);
    return withMigrationTimeouts(loaded);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { embeddedDatabase, ModuleMigrationSource, pgliteParsers } from '../platform/db';
import { runsOutsideTransaction } from '../platform/db/migration-timeouts';
import { createLogger } from '../platform/logger';
import { MIGRATION_LINT_EXCEPTIONS, RULES_OFF } from './migration-lint-exceptions';

/**
 * `tsx src/cli/migration-sql.ts <directory> [modules directory]` (`npm run lint:migrations`, then Squawk): every
 * migration's SQL as knex sends it to PostgreSQL, one file per migration. The migrations run on a fresh
 * in-memory embedded database, through the app's own runner, and the statements each one sends (the
 * runner's timeouts included) are captured from knex's query events: what a deployment would run,
 * not a guess from the source. The runner's own bookkeeping (knex_migrations) is left out.
 */

interface QueryEvent {
  sql: string;
  bindings?: readonly unknown[];
}

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** pg placeholders ($1, $2, ...) replaced by their values: Squawk reads SQL text, not bindings. */
function inlined(query: QueryEvent): string {
  const bindings = query.bindings ?? [];
  if (bindings.length === 0) return query.sql;
  return query.sql.replace(/\$(\d+)\b/g, (placeholder, position: string) =>
    Number(position) <= bindings.length ? sqlLiteral(bindings[Number(position) - 1]) : placeholder,
  );
}

/** The app's migration source, noting which migration is running so its statements are told apart. */
class CapturingMigrationSource extends ModuleMigrationSource {
  running: string | undefined;
  readonly outsideTransaction = new Set<string>();

  override async getMigration(file: { name: string; file: string }): Promise<Knex.Migration> {
    const migration = await super.getMigration(file);
    if (runsOutsideTransaction(migration)) this.outsideTransaction.add(file.name);
    return {
      ...migration,
      up: async (knex) => {
        this.running = file.name;
        try {
          await migration.up(knex);
        } finally {
          this.running = undefined;
        }
      },
    };
  }
}

/** Squawk's file-level ignores: the rules off for all, then this migration's own exceptions. */
function ignoredRules(name: string): string[] {
  const ignored = { ...RULES_OFF, ...MIGRATION_LINT_EXCEPTIONS[name] };
  return Object.entries(ignored).map(([rule, why]) => `-- squawk-ignore-file ${rule}\n--   ${why}`);
}

function migrationFile(name: string, statements: readonly string[], outsideTransaction: boolean): string {
  const body = statements.map((statement) =>
    statement.trimEnd().endsWith(';') ? statement : `${statement};`,
  );
  // knex runs a migration in a transaction unless it says otherwise: Squawk judges it the same way.
  const wrapped = outsideTransaction ? body : ['BEGIN;', ...body, 'COMMIT;'];
  return [`-- ${name}, as knex sends it to PostgreSQL`, ...ignoredRules(name), ...wrapped, ''].join('\n');
}

async function renderMigrations(directory: string, modulesDirectory: string | undefined): Promise<void> {
  const pglite = new PGlite('memory://', { parsers: pgliteParsers, extensions: { pg_trgm } });
  // On a busy machine PGlite's start can outlast knex's wait for a connection: migrate once it is up.
  await pglite.waitReady;
  const database = embeddedDatabase(pglite, { location: 'memory://', logger: createLogger('error') });
  const source = new CapturingMigrationSource(modulesDirectory);
  const statements = new Map<string, string[]>();
  database.knex.on('query', (query: QueryEvent) => {
    if (source.running === undefined) return;
    const captured = statements.get(source.running) ?? [];
    captured.push(inlined(query));
    statements.set(source.running, captured);
  });
  try {
    await database.knex.migrate.latest({ migrationSource: source });
  } finally {
    await database.close();
  }
  const unknownExceptions = Object.keys(MIGRATION_LINT_EXCEPTIONS).filter((name) => !statements.has(name));
  // A probe's modules directory (the lint's own test) holds none of the app's migrations.
  if (modulesDirectory === undefined && unknownExceptions.length > 0)
    throw new Error(`Lint exceptions name no migration: ${unknownExceptions.join(', ')}`);
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  for (const [name, captured] of statements)
    fs.writeFileSync(
      path.join(directory, `${name}.sql`),
      migrationFile(name, captured, source.outsideTransaction.has(name)),
    );
  process.stdout.write(`${statements.size} migrations rendered to ${directory}\n`);
}

const [directory, modulesDirectory] = process.argv.slice(2);
if (!directory) {
  process.stderr.write(
    'usage: tsx src/cli/migration-sql.ts <output directory> [modules directory; default: the app modules]\n',
  );
  process.exit(2);
}
renderMigrations(
  path.resolve(directory),
  modulesDirectory === undefined ? undefined : path.resolve(modulesDirectory),
).catch((error: unknown) => {
  process.stderr.write(
    `Rendering the migrations failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDatabase, migrateToLatest, ModuleMigrationSource } from '../platform/db';
import { createLogger } from '../platform/logger';
import { seedDay, testRunId } from './database-templates';
import { createNativeMemoryPGlite } from './native-pglite';

/** Identifies the migrated schema: a change to any migration (or to PGlite) makes a new template. */
async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  const pgliteBuild = fs.statSync(pgliteEntry);
  hash.update(`${pgliteEntry}:${pgliteBuild.size}:${pgliteBuild.mtimeMs}`);
  for (const migration of await new ModuleMigrationSource().getMigrations()) {
    hash.update(migration.name);
    hash.update(fs.readFileSync(migration.file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of a freshly migrated PGlite database, built once and kept in the temp directory, so each
 * test file boots from it instead of running initdb and every migration again.
 */
export async function migratedPGliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `bp-pglite-template-${await schemaFingerprint()}.tar`);
  if (fs.existsSync(file)) return new Blob([await fs.promises.readFile(file)]);
  const pglite = createNativeMemoryPGlite();
  // On a busy machine PGlite's start can outlast knex's wait for a connection; migrate once it is up.
  await pglite.waitReady;
  const database = embeddedDatabase(pglite, { location: 'memory://', logger: createLogger('silent') });
  try {
    await migrateToLatest(database.knex);
    return await dumpTo(pglite, file);
  } finally {
    await database.close();
  }
}

async function dumpTo(pglite: PGlite, file: string): Promise<Blob> {
  const dump = await pglite.dumpDataDir('none');
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written under a private name then renamed: parallel workers never read a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, file);
  return new Blob([bytes]);
}

const SEEDED_PREFIX = 'bp-pglite-seeded-';

/** This run's demo-seeded snapshot for `today` (the seed is relative to the day), or null. */
function seededSnapshotFile(today: Date): string | null {
  const runId = testRunId();
  return runId === null ? null : path.join(os.tmpdir(), `${SEEDED_PREFIX}${runId}-${seedDay(today)}.tar`);
}

/**
 * A dump of a migrated PGlite database seeded with the demo data today, kept by an earlier test
 * file of this run; null when none was kept yet (or outside a jest run).
 */
export async function seededPGliteSnapshot(): Promise<Blob | null> {
  const file = seededSnapshotFile(new Date());
  if (file === null || !fs.existsSync(file)) return null;
  return new Blob([await fs.promises.readFile(file)]);
}

/** Keeps a just-seeded database (seeded for `today`) as this run's seeded snapshot for later files. */
export async function keepSeededPGlite(pglite: PGlite, today: Date): Promise<void> {
  const file = seededSnapshotFile(today);
  if (file === null || fs.existsSync(file)) return;
  await dumpTo(pglite, file);
}

/** globalTeardown: removes this run's seeded snapshots (they hold one day's demo data). */
export async function removeSeededPGliteSnapshots(): Promise<void> {
  const runId = testRunId();
  if (runId === null) return;
  const prefix = `${SEEDED_PREFIX}${runId}-`;
  for (const name of await fs.promises.readdir(os.tmpdir())) {
    if (name.startsWith(prefix)) await fs.promises.rm(path.join(os.tmpdir(), name), { force: true });
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedDatabase, migrateToLatest, ModuleMigrationSource } from '../platform/db';
import { createLogger } from '../platform/logger';
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
    const dump = await pglite.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written under a private name then renamed: parallel workers never read a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

import { loadConfig } from '../platform/config';
import { databaseTargetFromConfig, migrateToLatest, openDatabase } from '../platform/db';
import { createLogger } from '../platform/logger';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = openDatabase(databaseTargetFromConfig(config), logger);
  try {
    const applied = await migrateToLatest(database.knex);
    logger.info(
      { database: database.kind, location: database.location, applied },
      `${applied.length} migration(s) applied`,
    );
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

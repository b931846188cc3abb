import { loadConfig } from '../platform/config';
import { databaseTargetFromConfig, migrateToLatest, openDatabase } from '../platform/db';
import { createLogger } from '../platform/logger';
import { seedDemoData } from '../seed/demo-data';

/**
 * `npm run db:seed`: migrates, then loads the demo data into DATABASE_URL or the embedded
 * database. Run explicitly only; it refuses a database that already has organizations.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = openDatabase(databaseTargetFromConfig(config), logger);
  try {
    await migrateToLatest(database.knex);
    const outcome = await seedDemoData(database.knex, logger);
    logger.info(
      { database: database.kind, location: database.location, ...outcome },
      outcome.seeded ? 'demo data loaded' : 'nothing to do',
    );
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

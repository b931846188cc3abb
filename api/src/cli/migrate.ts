import { loadConfig } from '../platform/config';
import { databaseTargetFromConfig, migrateToLatest, openDatabase } from '../platform/db';
import { createLogger } from '../platform/logger';
import { migrationPhaseOf } from './migration-phase-argument';

/**
 * `npm run db:migrate` (`node api/dist/cli/migrate.js`): applies the pending expand migrations to
 * DATABASE_URL or the embedded database, what runs before a rollout. `--contract` applies the contract
 * steps too, once every process runs the new release (api/src/modules/README.md, docs/OPERATIONS.md).
 */
async function migrate(): Promise<void> {
  const phase = migrationPhaseOf(process.argv.slice(2));
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = openDatabase(databaseTargetFromConfig(config), logger);
  try {
    const applied = await migrateToLatest(database.knex, { phase });
    logger.info(
      { database: database.kind, location: database.location, phase, applied },
      `${applied.length} migration(s) applied (${phase} phase)`,
    );
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

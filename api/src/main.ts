import http from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import {
  countPendingMigrations,
  databaseTargetFromConfig,
  EmbeddedDatabaseInUseError,
  migrateToLatest,
  newerReleaseMigrations,
  openDatabase,
} from './platform/db';
import { exitGracefullyOnSignals, exitOnProcessErrors } from './platform/http';
import { createPeriodicJobs } from './platform/jobs';
import { createLogger } from './platform/logger';
import { createPortalMetrics, startMetricsServer } from './platform/metrics';
import { seedDemoData } from './seed/demo-data';

/**
 * config -> logger -> database -> migrations (unless MIGRATE_ON_START is off) -> demo seed (empty
 * embedded database only) -> HTTP, with Prometheus text on its own port (METRICS_HOST:METRICS_PORT,
 * loopback by default).
 */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  exitOnProcessErrors(logger);

  const database = openDatabase(databaseTargetFromConfig(config), logger);
  logger.info({ database: database.kind, location: database.location }, 'opening database');
  if (config.migrateOnStart) {
    // The expand phase only: a contract step waits until every process runs this release (docs/OPERATIONS.md).
    const applied = await migrateToLatest(database.knex, { phase: 'expand' });
    logger.info({ applied }, applied.length > 0 ? 'migrations applied' : 'database schema up to date');
  } else {
    // Another step migrates (Kubernetes: the migrate Job): say what it has left, do not wait for it.
    const pending = await countPendingMigrations(database.knex, { phase: 'expand' });
    logger.info({ pending }, 'MIGRATE_ON_START is off: migrations are left to the migrate step');
  }
  const newer = await newerReleaseMigrations(database.knex);
  if (newer.length > 0)
    logger.warn({ newer }, 'the database holds migrations of a newer release: serving on its schema');
  if (config.seedDemo === 'auto' && database.kind === 'embedded') await seedDemoData(database.knex, logger);

  const metrics = createPortalMetrics();
  const portal = createApp({ config, logger, database, metrics });
  const metricsServer = await startMetricsServer(metrics.registry, {
    port: config.metricsPort,
    host: config.metricsHost,
    logger,
  });
  logger.info({ host: config.metricsHost, port: metricsServer.port }, 'Prometheus metrics at /metrics');
  portal.telemetryJobs.start();
  portal.identityJobs.start();
  // A performer's digest is due a quiet period after their last change: a look every minute is on time.
  const digestJobs = createPeriodicJobs(logger);
  digestJobs.every(60_000, 60_000, 'performer digests', async () => {
    const queued = await portal.performerDigests.sendDue();
    if (queued > 0) logger.info({ queued }, 'performer digests queued');
  });
  if (config.mailWorker) portal.mail.start();
  const smtp = new URL(config.smtpUrl);
  // The server without its credentials: where an operator (or `npm start`'s catcher) should see the mail.
  logger.info(
    { smtp: `${smtp.protocol}//${smtp.host}`, from: config.mailFrom, worker: config.mailWorker },
    config.mailWorker
      ? 'sending queued mail through SMTP'
      : 'mail worker off: queued mail waits for another replica',
  );
  const server = http.createServer(portal.app.callback());
  exitGracefullyOnSignals(server, logger, {
    async cleanup() {
      await metricsServer.close();
      digestJobs.stop();
      // Queued performance rows are written, and a mail delivery in progress ends, before the database closes.
      await portal.close();
      await database.close();
    },
    endOpenStreams: portal.closeStreams,
    markNotReady: portal.markNotReady,
    readinessDelayMs: config.shutdownReadinessDelayMs,
  });
  server.listen(config.port, config.host, () => {
    logger.info(
      { url: config.publicOrigin, host: config.host, port: config.port, startupMs: Date.now() - startedAt },
      'Booking Portal listening',
    );
  });
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration): report on stderr in plain words.
  const operatorProblem = error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError;
  const message =
    error instanceof Error
      ? operatorProblem
        ? error.message
        : (error.stack ?? error.message)
      : String(error);
  process.stderr.write(`Booking Portal failed to start: ${message}\n`);
  process.exit(1);
});

import { migrateToLatest, openDatabase, type Database } from '../platform/db';
import { createLogger } from '../platform/logger';
import { seedDemoData } from '../seed/demo-data';
import { startApiProcess, type ApiProcess } from './api-process';
import { portalClient, type PortalClient } from './portal-client';
import { postgresBinDirectory, startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/**
 * Fault tests start, stop and crash a PostgreSQL cluster of their own, whatever DATABASE_URL says,
 * so they run in one of CI's two API passes only: the one on PostgreSQL (DATABASE_URL set).
 * Without PostgreSQL's server binaries they are skipped, saying why.
 */
export function describeWithPrivatePostgres(): jest.Describe {
  if (!process.env.DATABASE_URL) return describe.skip;
  if (postgresBinDirectory() === null) {
    console.warn(
      'Fault tests skipped: no PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin (apt-get install postgresql).',
    );
    return describe.skip;
  }
  return describe;
}

/**
 * initdb, migrations, the demo seed (argon2 hashes) and an API process starting from source: on a
 * busy two-core machine the set-up hook needs more than the usual database hook.
 */
export const PRIVATE_PORTAL_HOOK_TIMEOUT_MS = 120_000;

export interface PrivatePortal {
  readonly postgres: PrivatePostgres;
  /** The test's own pool on the private cluster: set-up, and reading what the API stored. */
  readonly database: Database;
  /** The API process now running (a new one after restartApi()). */
  api(): ApiProcess;
  client(): PortalClient;
  /**
   * Starts a new API process on the same database (after the old one crashed or exited), with
   * `settings` added to its environment.
   */
  restartApi(settings?: Readonly<Record<string, string>>): Promise<void>;
  /** Kills the API process if it still runs, closes the pool, removes the cluster. */
  close(): Promise<void>;
}

/** A private PostgreSQL cluster, migrated and seeded with the demo data, with the API running on it. */
export async function startPrivatePortal(): Promise<PrivatePortal> {
  const binDirectory = postgresBinDirectory();
  if (binDirectory === null) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const postgres = await startPrivatePostgres(binDirectory);
  let database: Database | undefined;
  let api: ApiProcess | undefined;
  const close = async (): Promise<void> => {
    try {
      await api?.stop();
      await database?.close().catch(() => undefined);
    } finally {
      await postgres.destroy();
    }
  };
  try {
    const opened = openDatabase({ kind: 'postgres', url: postgres.url }, createLogger('silent'));
    database = opened;
    await migrateToLatest(opened.knex);
    await seedDemoData(opened.knex, createLogger('silent'));
    let running = await startApiProcess(postgres.url);
    api = running;
    return {
      postgres,
      database: opened,
      api: () => running,
      client: () => portalClient(running.baseUrl),
      async restartApi(settings = {}) {
        await running.stop();
        running = await startApiProcess(postgres.url, settings);
        api = running;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

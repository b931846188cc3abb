import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import type { Logger } from '../logger';
import { lockEmbeddedDirectory } from './embedded-lock';
import {
  embeddedNotificationSource,
  postgresNotificationSource,
  type NotificationSource,
} from './notification-session';
import { pgliteParsers, pgTypeParsers } from './type-parsers';

type DatabaseKind = 'postgres' | 'embedded';

export interface Database {
  readonly knex: Knex;
  readonly kind: DatabaseKind;
  /** Where the data lives, for log lines: the server (without credentials) or the directory. */
  readonly location: string;
  /** Sessions that LISTEN (the change stream's listener): never a connection of knex's pool. */
  readonly notifications: NotificationSource;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `directory: 'memory://'` keeps everything in memory (a throwaway database). */
  | { kind: 'embedded'; directory: string };

const STATEMENT_TIMEOUT_MS = 5000;
const ACQUIRE_TIMEOUT_MS = 2000;
const MEMORY_DIRECTORY = 'memory://';

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/** knex's own warnings (lost connections, acquire errors) go to the logger, not to console.log. */
function knexLog(logger: Logger): Knex.Config['log'] {
  const text = (message: unknown): string => (message instanceof Error ? message.message : String(message));
  return {
    warn: (message: unknown) => logger.warn({ detail: text(message) }, 'database warning'),
    error: (message: unknown) => logger.error({ detail: text(message) }, 'database error'),
    deprecate: (method: string, alternative: string) =>
      logger.warn({ method, alternative }, 'knex deprecation'),
    debug: (message: unknown) => logger.debug({ detail: text(message) }, 'database debug'),
  };
}

function openPostgres(url: string, logger: Logger): Database {
  const knex = knexFactory({
    log: knexLog(logger),
    client: 'pg',
    connection: {
      connectionString: url,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      application_name: 'booking-portal-api',
      types: pgTypeParsers,
    },
    pool: {
      min: 0,
      max: 10,
      // An idle client whose server connection drops emits 'error'; without a listener that
      // error would crash the process. Knex marks such a client disposed; we log it.
      afterCreate(
        connection: { on(event: 'error', listener: (error: Error) => void): void },
        done: (error: Error | null, connection: unknown) => void,
      ) {
        connection.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
        done(null, connection);
      },
    },
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
    ...knexSnakeCaseMappers(),
  });
  const notifications = postgresNotificationSource(url);
  return {
    knex,
    kind: 'postgres',
    location: redactedUrl(url),
    notifications,
    async close() {
      await notifications.closeAll();
      await knex.destroy();
    },
  };
}

function openEmbedded(directory: string, logger: Logger): Database {
  const inMemory = directory === MEMORY_DIRECTORY;
  let release = (): void => undefined;
  if (!inMemory) {
    fs.mkdirSync(path.dirname(directory), { recursive: true });
    release = lockEmbeddedDirectory(directory);
  }
  // pg_trgm indexes the activity log's search, as on a PostgreSQL server (telemetry's migrations create it).
  return embeddedDatabase(new PGlite(directory, { parsers: pgliteParsers, extensions: { pg_trgm } }), {
    location: directory,
    logger,
    release,
  });
}

/**
 * Wraps a PGlite instance (created with `pgliteParsers`) into a Database. knex-pglite runs every
 * query on that instance, one at a time: PGlite is a single connection.
 */
export function embeddedDatabase(
  pglite: PGlite,
  options: { location: string; logger: Logger; release?: () => void },
): Database {
  const release = options.release ?? ((): void => undefined);
  const connection = { pglite };
  const knex = knexFactory({
    log: knexLog(options.logger),
    client: ClientPgLite,
    // knex-pglite reads an existing PGlite instance from `connection.pglite`; knex's types do not know it.
    connection: connection as Knex.StaticConnectionConfig,
    ...knexSnakeCaseMappers(),
  });
  const notifications = embeddedNotificationSource(pglite, knex);
  return {
    knex,
    kind: 'embedded',
    location: options.location,
    notifications,
    async close() {
      try {
        await notifications.closeAll();
        await knex.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        release();
      }
    },
  };
}

export function openDatabase(target: DatabaseTarget, logger: Logger): Database {
  return target.kind === 'postgres'
    ? openPostgres(target.url, logger)
    : openEmbedded(target.directory, logger);
}

/** DATABASE_URL wins; otherwise the embedded database persisted under DATA_DIR/pglite. */
export function databaseTargetFromConfig(config: {
  databaseUrl: string | null;
  dataDir: string;
}): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'embedded', directory: path.join(config.dataDir, 'pglite') };
}

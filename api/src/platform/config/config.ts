import path from 'node:path';
import { ValidationError } from 'yup';
import {
  DEVELOPMENT_SESSION_SECRET,
  DEVELOPMENT_SMTP_URL,
  environmentSchema,
  splitList,
  type LOG_LEVELS,
  type NODE_ENVS,
  type SEED_DEMO_MODES,
} from './config.schema';

type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
type SeedDemoMode = (typeof SEED_DEMO_MODES)[number];

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL server; null means the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  sessionSecret: string;
  /** The portal's own origin: state-changing requests must come from it (or from allowedOrigins). */
  publicOrigin: string;
  allowedOrigins: readonly string[];
  /** Origins whose pages may frame /embed/schedule (CSP frame-ancestors); the portal itself always may. */
  embedAllowedOrigins: readonly string[];
  /** Origins other than the portal's own that may serve remotes (CSP script-src, connect-src, ...). */
  remoteOrigins: readonly string[];
  /** Honour X-Forwarded-For / X-Forwarded-Proto (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
  /** This replica's name, sent as X-Served-By so an operator sees which process answered; null: none. */
  instanceId: string | null;
  sessionTtlHours: number;
  logLevel: LogLevel;
  seedDemo: SeedDemoMode;
  /** Directory holding shell/dist and the remotes' dist directories. */
  webRoot: string;
  /** Optional JSON file replacing the built-in remote manifest, read at run time. */
  remotesManifestPath: string | null;
  /** Port and interface of the Prometheus endpoint (loopback by default). */
  metricsPort: number;
  metricsHost: string;
  /**
   * main.ts applies the pending expand migrations at start; when false a separate step does
   * (docs/OPERATIONS.md) and readiness does not wait for them.
   */
  migrateOnStart: boolean;
  /** How long the process serves on, not ready, after a shutdown signal before it drains. */
  shutdownReadinessDelayMs: number;
  /** Per-request telemetry middleware (HTTP metrics and performance_logs) on or off. */
  telemetryHttp: boolean;
  /** Request telemetry rows (logs, events, visits, snapshots) older than this many days are pruned. */
  telemetryRetentionDays: number;
  /** Activity log (audit_logs) rows older than this many days are pruned. */
  auditRetentionDays: number;
  /** Slug of the organization the public schedule and the venue calendar feeds show. */
  publicOrganizationSlug: string;
  /** Public schedule reads per minute per client address; 0 means no limit. */
  publicScheduleRateLimit: number;
  /** The SMTP server mail is sent through (smtp:// or smtps://, credentials in the URL). */
  smtpUrl: string;
  /** The From header of every mail. */
  mailFrom: string;
  /** Whether main.ts runs the background sender of queued mail. */
  mailWorker: boolean;
  /** How often the sender looks for due mail. */
  mailPollMs: number;
  /** Delay before the first retry of a failed send; it doubles per attempt up to mailRetryMaxMs. */
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  /** A performer's digest goes out this many minutes after their last change. */
  performerDigestQuietMinutes: number;
  /** Change streams one process serves at once (CHANGE_STREAMS_PER_PROCESS). */
  changeStreamsPerProcess: number;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** api/src/platform/config and api/dist/platform/config both sit four levels below the repository root. */
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
/** The demo resort site `npm start` runs (infra/local/resort-site); only development trusts it by default. */
const DEMO_RESORT_ORIGIN = 'http://localhost:8090';

/**
 * Parses the environment once into a frozen, typed configuration. Empty variables count as unset.
 * Throws ConfigError naming every bad value, so a misconfigured process stops at boot.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  let parsed;
  try {
    parsed = environmentSchema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
  const port = parsed.PORT;
  const publicOrigin = (parsed.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return Object.freeze({
    nodeEnv: parsed.NODE_ENV,
    port,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL ?? null,
    dataDir: path.resolve(parsed.DATA_DIR ?? path.join(REPOSITORY_ROOT, 'data')),
    sessionSecret: parsed.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    publicOrigin,
    allowedOrigins: Object.freeze(parsed.ALLOWED_ORIGINS ? splitList(parsed.ALLOWED_ORIGINS) : []),
    embedAllowedOrigins: Object.freeze(
      parsed.EMBED_ALLOWED_ORIGINS
        ? splitList(parsed.EMBED_ALLOWED_ORIGINS)
        : parsed.NODE_ENV === 'development'
          ? [DEMO_RESORT_ORIGIN]
          : [],
    ),
    remoteOrigins: Object.freeze(parsed.REMOTE_ORIGINS ? splitList(parsed.REMOTE_ORIGINS) : []),
    trustProxy: parsed.TRUST_PROXY,
    instanceId: parsed.INSTANCE_ID ?? null,
    sessionTtlHours: parsed.SESSION_TTL_HOURS,
    logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: parsed.SEED_DEMO,
    webRoot: path.resolve(parsed.WEB_ROOT ?? REPOSITORY_ROOT),
    remotesManifestPath: parsed.REMOTES_MANIFEST ? path.resolve(parsed.REMOTES_MANIFEST) : null,
    metricsPort: parsed.METRICS_PORT,
    metricsHost: parsed.METRICS_HOST,
    migrateOnStart: parsed.MIGRATE_ON_START,
    shutdownReadinessDelayMs: parsed.SHUTDOWN_READINESS_DELAY_MS,
    telemetryHttp: parsed.TELEMETRY_HTTP,
    telemetryRetentionDays: parsed.TELEMETRY_RETENTION_DAYS,
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS,
    publicOrganizationSlug: parsed.PUBLIC_ORGANIZATION_SLUG,
    publicScheduleRateLimit: parsed.PUBLIC_SCHEDULE_RATE_LIMIT,
    smtpUrl: parsed.SMTP_URL ?? DEVELOPMENT_SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    mailWorker: parsed.MAIL_WORKER,
    mailPollMs: parsed.MAIL_POLL_MS,
    mailRetryBaseMs: parsed.MAIL_RETRY_BASE_MS,
    mailRetryMaxMs: parsed.MAIL_RETRY_MAX_MS,
    performerDigestQuietMinutes: parsed.PERFORMER_DIGEST_QUIET_MINUTES,
    changeStreamsPerProcess: parsed.CHANGE_STREAMS_PER_PROCESS,
  });
}

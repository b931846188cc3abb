import * as yup from 'yup';
import { looksRandom, SESSION_SECRET_NOT_RANDOM } from './session-secret';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const SEED_DEMO_MODES = ['auto', 'never'] as const;

/**
 * The session secret outside production. It is published in this repository, so anyone could sign a
 * session cookie with it: production refuses it.
 */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';
/** The session cookie's HMAC key: at least 256 bits. */
const MIN_SESSION_SECRET_BYTES = 32;

/** The development mail catcher `npm start` runs (maildev's SMTP side). */
export const DEVELOPMENT_SMTP_URL = 'smtp://127.0.0.1:1025';
const DEFAULT_MAIL_FROM = 'Booking Portal <no-reply@localhost>';
/** `addr@host` or `Display Name <addr@host>`, one address, no line breaks (it becomes a header). */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off', ''];

/** Reads "true"/"1"/"yes"/"on" and "false"/"0"/"no"/"off" as booleans; anything else fails validation. */
const booleanFlag = yup
  .boolean()
  .transform((value: unknown, original: unknown) => {
    if (typeof original !== 'string') return value;
    const word = original.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    return original;
  })
  .typeError('${path} must be true or false');

const origin = yup
  .string()
  .trim()
  .test('origin', '${path} must be an origin such as https://portal.example.com', (value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/+$/, '')
      );
    } catch {
      return false;
    }
  });

/**
 * A comma-separated list of origins, each named exactly: they end up in the Content-Security-Policy
 * or in the origin check, where a wildcard would let in sites nobody named.
 */
function originList(name: string) {
  return yup
    .string()
    .optional()
    .test('origins', `${name} must be a comma-separated list of origins`, (value) => {
      if (!value) return true;
      return splitList(value).every((entry) => origin.isValidSync(entry));
    })
    .test(
      'no-wildcard',
      `${name} must name each origin exactly, without a wildcard`,
      (value) => !value?.includes('*'),
    );
}

/** The environment variables the API reads, as they arrive (strings), validated and coerced. */
export const environmentSchema = yup.object({
  NODE_ENV: yup.string().oneOf(NODE_ENVS, 'NODE_ENV must be one of ${values}').default('development'),
  PORT: yup
    .number()
    .typeError('PORT must be a number')
    .integer('PORT must be an integer')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(8080),
  HOST: yup.string().trim().min(1, 'HOST must not be empty').default('0.0.0.0'),
  DATABASE_URL: yup
    .string()
    .trim()
    .test('postgres-url', 'DATABASE_URL must be a postgres:// or postgresql:// URL', (value) => {
      if (!value) return true;
      return /^postgres(ql)?:\/\//.test(value);
    })
    .optional(),
  DATA_DIR: yup.string().trim().optional(),
  SESSION_SECRET: yup.string().when('NODE_ENV', {
    is: 'production',
    then: (schema) =>
      schema
        .required('SESSION_SECRET is required in production')
        .test(
          'long-enough',
          `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_BYTES} bytes in production (openssl rand -base64 48)`,
          (value) => value === undefined || Buffer.byteLength(value) >= MIN_SESSION_SECRET_BYTES,
        )
        .test('random', SESSION_SECRET_NOT_RANDOM, (value) => value === undefined || looksRandom(value))
        .notOneOf(
          [DEVELOPMENT_SESSION_SECRET],
          'SESSION_SECRET must not be the development secret in production: it is published (openssl rand -base64 48)',
        ),
    otherwise: (schema) => schema.optional(),
  }),
  PUBLIC_ORIGIN: origin.optional(),
  ALLOWED_ORIGINS: originList('ALLOWED_ORIGINS'),
  /** Sites allowed to frame the public schedule's iframe page (/embed/schedule). */
  EMBED_ALLOWED_ORIGINS: originList('EMBED_ALLOWED_ORIGINS'),
  /**
   * Origins the remotes may be deployed to besides the portal's own (REMOTES_MANIFEST points at them):
   * the Content-Security-Policy lets the browser load scripts, styles, images, fonts and the federation
   * manifests from these and from nowhere else, so each is named exactly.
   */
  REMOTE_ORIGINS: originList('REMOTE_ORIGINS'),
  TRUST_PROXY: booleanFlag.default(false),
  /** Names this replica in the X-Served-By header of every answer; unset sends no such header. */
  INSTANCE_ID: yup
    .string()
    .trim()
    .matches(
      /^[A-Za-z0-9._-]{1,64}$/,
      'INSTANCE_ID must be 1 to 64 letters, digits, dots, dashes or underscores',
    )
    .optional(),
  SESSION_TTL_HOURS: yup
    .number()
    .typeError('SESSION_TTL_HOURS must be a number')
    .positive('SESSION_TTL_HOURS must be positive')
    .max(24 * 30, 'SESSION_TTL_HOURS must be at most 720')
    .default(12),
  LOG_LEVEL: yup.string().oneOf(LOG_LEVELS, 'LOG_LEVEL must be one of ${values}').optional(),
  SEED_DEMO: yup.string().oneOf(SEED_DEMO_MODES, 'SEED_DEMO must be one of ${values}').default('auto'),
  WEB_ROOT: yup.string().trim().optional(),
  REMOTES_MANIFEST: yup.string().trim().optional(),
  /** Prometheus text is served on its own port, never on the public one; 0 picks a free port. */
  METRICS_PORT: yup
    .number()
    .typeError('METRICS_PORT must be a number')
    .integer('METRICS_PORT must be an integer')
    .min(0, 'METRICS_PORT must be between 0 and 65535')
    .max(65535, 'METRICS_PORT must be between 0 and 65535')
    .default(9464),
  METRICS_HOST: yup.string().trim().min(1, 'METRICS_HOST must not be empty').default('127.0.0.1'),
  /**
   * Whether the API applies the pending expand migrations when it starts. Off where a separate step
   * migrates before the rollout (Kubernetes: the migrate Job); readiness then only asks the database to answer.
   */
  MIGRATE_ON_START: booleanFlag.default(true),
  /**
   * After SIGTERM the API answers 503 on /readyz at once but keeps serving this long before it drains:
   * time for the load balancer to stop sending it requests (docs/OPERATIONS.md). 0 drains at once.
   */
  SHUTDOWN_READINESS_DELAY_MS: yup
    .number()
    .typeError('SHUTDOWN_READINESS_DELAY_MS must be a whole number of milliseconds from 0 to 120000')
    .integer('SHUTDOWN_READINESS_DELAY_MS must be a whole number of milliseconds from 0 to 120000')
    .min(0, 'SHUTDOWN_READINESS_DELAY_MS must be a whole number of milliseconds from 0 to 120000')
    .max(120_000, 'SHUTDOWN_READINESS_DELAY_MS must be a whole number of milliseconds from 0 to 120000')
    .default(0),
  /** The per-request telemetry (Prometheus HTTP metrics and performance_logs); off for benchmarks. */
  TELEMETRY_HTTP: booleanFlag.default(true),
  TELEMETRY_RETENTION_DAYS: yup
    .number()
    .typeError('TELEMETRY_RETENTION_DAYS must be a number')
    .integer('TELEMETRY_RETENTION_DAYS must be an integer')
    .min(1, 'TELEMETRY_RETENTION_DAYS must be between 1 and 3650')
    .max(3650, 'TELEMETRY_RETENTION_DAYS must be between 1 and 3650')
    .default(90),
  /** The activity log (audit_logs) answers who changed what long after request telemetry is gone. */
  AUDIT_RETENTION_DAYS: yup
    .number()
    .typeError('AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650')
    .integer('AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650')
    .min(1, 'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650')
    .max(3650, 'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650')
    .default(730),
  /** The organization whose confirmed bookings the public schedule and the venue feeds show. */
  PUBLIC_ORGANIZATION_SLUG: yup
    .string()
    .trim()
    .matches(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'PUBLIC_ORGANIZATION_SLUG must be an organization slug such as palm-cove',
    )
    .default('palm-cove'),
  /** Public schedule and venue feed reads allowed per minute per client address; 0 turns the limit off. */
  PUBLIC_SCHEDULE_RATE_LIMIT: yup
    .number()
    .typeError('PUBLIC_SCHEDULE_RATE_LIMIT must be a whole number from 0 to 1000000')
    .integer('PUBLIC_SCHEDULE_RATE_LIMIT must be a whole number from 0 to 1000000')
    .min(0, 'PUBLIC_SCHEDULE_RATE_LIMIT must be a whole number from 0 to 1000000')
    .max(1_000_000, 'PUBLIC_SCHEDULE_RATE_LIMIT must be a whole number from 0 to 1000000')
    .default(300),
  /**
   * Where mail goes: smtp://user:pass@host:port, or smtps:// for TLS from the first byte. Outside
   * production it defaults to the development catcher `npm start` runs (maildev on 127.0.0.1:1025);
   * production refuses to start without a valid one, since every account link travels by mail.
   */
  SMTP_URL: yup
    .string()
    .trim()
    .test(
      'smtp-url',
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, such as smtp://user:pass@mail.example.com:587',
      (value) => value === undefined || isSmtpUrl(value),
    )
    .when('NODE_ENV', {
      is: 'production',
      then: (schema) =>
        schema.required(
          'SMTP_URL is required in production (smtp://user:pass@host:port or smtps://...): invitations and password resets are sent by mail',
        ),
      otherwise: (schema) => schema.optional(),
    }),
  MAIL_FROM: yup
    .string()
    .trim()
    .matches(
      MAIL_FROM_PATTERN,
      'MAIL_FROM must be an address, optionally with a name: Booking Portal <no-reply@portal.example.com>',
    )
    .default(DEFAULT_MAIL_FROM),
  /** The background sender of queued mail; off for tests that deliver by hand. */
  MAIL_WORKER: booleanFlag.default(true),
  MAIL_POLL_MS: yup
    .number()
    .typeError('MAIL_POLL_MS must be a whole number of milliseconds from 50 to 3600000')
    .integer('MAIL_POLL_MS must be a whole number of milliseconds from 50 to 3600000')
    .min(50, 'MAIL_POLL_MS must be a whole number of milliseconds from 50 to 3600000')
    .max(3_600_000, 'MAIL_POLL_MS must be a whole number of milliseconds from 50 to 3600000')
    .default(2000),
  /** The first retry's delay after a failed send; each later one doubles, up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_BASE_MS: yup
    .number()
    .typeError('MAIL_RETRY_BASE_MS must be a whole number of milliseconds from 100 to 3600000')
    .integer('MAIL_RETRY_BASE_MS must be a whole number of milliseconds from 100 to 3600000')
    .min(100, 'MAIL_RETRY_BASE_MS must be a whole number of milliseconds from 100 to 3600000')
    .max(3_600_000, 'MAIL_RETRY_BASE_MS must be a whole number of milliseconds from 100 to 3600000')
    .default(30_000),
  MAIL_RETRY_MAX_MS: yup
    .number()
    .typeError('MAIL_RETRY_MAX_MS must be a whole number of milliseconds from 100 to 86400000')
    .integer('MAIL_RETRY_MAX_MS must be a whole number of milliseconds from 100 to 86400000')
    .min(100, 'MAIL_RETRY_MAX_MS must be a whole number of milliseconds from 100 to 86400000')
    .max(86_400_000, 'MAIL_RETRY_MAX_MS must be a whole number of milliseconds from 100 to 86400000')
    .default(3_600_000),
  /**
   * Change streams (GET /api/changes/stream) one API process serves at once; past it a new stream is
   * refused with 429 and Retry-After (a client then tries again, or reaches another replica).
   */
  CHANGE_STREAMS_PER_PROCESS: yup
    .number()
    .typeError('CHANGE_STREAMS_PER_PROCESS must be a whole number from 1 to 100000')
    .integer('CHANGE_STREAMS_PER_PROCESS must be a whole number from 1 to 100000')
    .min(1, 'CHANGE_STREAMS_PER_PROCESS must be a whole number from 1 to 100000')
    .max(100_000, 'CHANGE_STREAMS_PER_PROCESS must be a whole number from 1 to 100000')
    .default(2000),
  /** A performer's digest goes out this long after their last change (changes in between join it). */
  PERFORMER_DIGEST_QUIET_MINUTES: yup
    .number()
    .typeError('PERFORMER_DIGEST_QUIET_MINUTES must be a whole number of minutes from 0 to 1440')
    .integer('PERFORMER_DIGEST_QUIET_MINUTES must be a whole number of minutes from 0 to 1440')
    .min(0, 'PERFORMER_DIGEST_QUIET_MINUTES must be a whole number of minutes from 0 to 1440')
    .max(1440, 'PERFORMER_DIGEST_QUIET_MINUTES must be a whole number of minutes from 0 to 1440')
    .default(10),
});

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => entry.length > 0);
}

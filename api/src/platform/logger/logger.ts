import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  // Configuration values that carry credentials, should a config object ever be logged.
  'sessionSecret',
  '*.sessionSecret',
  'databaseUrl',
  '*.databaseUrl',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/** The root logger (JSON lines on stdout unless a destination is given); modules take children of it. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    name: 'booking-portal-api',
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Codes of a client that went away mid-request: expected on the internet, not a server error. */
const CLIENT_DISCONNECT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

export function isClientDisconnect(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && CLIENT_DISCONNECT_CODES.has(error.code);
}

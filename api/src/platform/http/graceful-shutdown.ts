import type { Server } from 'node:http';
import type { Logger } from '../logger';

const DRAIN_LIMIT_MS = 10_000;
const IDLE_SWEEP_MS = 200;

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (closing
 * keep-alive connections as they fall idle), run `cleanup` (close the database), exit 0. A drain
 * that takes longer than 10 s ends the process with exit code 1.
 */
export function exitGracefullyOnSignals(server: Server, logger: Logger, cleanup: () => Promise<void>): void {
  let draining = false;
  const drain = async (signal: NodeJS.Signals): Promise<void> => {
    if (draining) return;
    draining = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    const deadline = setTimeout(() => {
      logger.error('drain took longer than 10 s: exiting');
      process.exit(1);
    }, DRAIN_LIMIT_MS);
    deadline.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    try {
      await cleanup();
      logger.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'cleanup failed during shutdown');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void drain(signal));
  }
}

/** A crash is logged with its cause, then the process exits non-zero for the supervisor to restart it. */
export function exitOnProcessErrors(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
}

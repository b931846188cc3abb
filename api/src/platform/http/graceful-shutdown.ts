import type { Server } from 'node:http';
import net from 'node:net';
import type { Logger } from '../logger';

/** The longest a drain may take before the process gives up (exit 1); Kubernetes gives a pod more. */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * Stops listening without http.Server#close's first step, which destroys every idle keep-alive
 * connection at once: a client may have just sent its next request on one (it cannot know the
 * connection is going), and that request meets a reset instead of an answer.
 */
function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}

export interface GracefulShutdown {
  /** Runs after the last connection closed: stop timers, write what is queued, close the database. */
  cleanup: () => Promise<void>;
  /**
   * Ends the answers that never finish by themselves (the change streams) once draining starts: the
   * drain waits for every connection, and their clients resume on another replica.
   */
  endOpenStreams?: () => void;
  /** Makes /readyz answer 503: called the moment the signal arrives. */
  markNotReady?: () => void;
  /**
   * How long the process keeps serving as usual after marking itself not ready, before the drain
   * (SHUTDOWN_READINESS_DELAY_MS): a load balancer that routes by readiness, or an endpoint list
   * that is updated late, still sends requests for a while, and they are answered.
   */
  readinessDelayMs?: number;
}

function pause(milliseconds: number, skip: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, milliseconds);
    }),
    skip,
  ]).finally(() => clearTimeout(timer));
}

/**
 * On SIGTERM/SIGINT: mark the process not ready (/readyz answers 503) and keep serving for
 * `readinessDelayMs`; then stop accepting connections, let in-flight requests finish, run `cleanup`
 * (close the database), exit 0. A second signal during the pause ends it (an operator's Ctrl-C is not
 * kept waiting). Open keep-alive connections are not cut: a request arriving on one during the drain
 * is answered with `Connection: close`, which closes it cleanly, and one nobody uses again ends at the
 * server's keep-alive timeout (5 s, announced to clients in `Keep-Alive: timeout=5`, so theirs ends
 * first). A drain that takes longer than 10 s ends the process with exit code 1.
 */
export function exitGracefullyOnSignals(
  server: Server,
  logger: Logger,
  {
    cleanup,
    endOpenStreams = () => undefined,
    markNotReady = () => undefined,
    readinessDelayMs = 0,
  }: GracefulShutdown,
): void {
  let stopping = false;
  let draining = false;
  let endPause: () => void = () => undefined;
  const pauseEnded = new Promise<void>((resolve) => {
    endPause = resolve;
  });
  // First among the request listeners, so the header is set before the application answers.
  server.prependListener('request', (_request, response) => {
    if (draining) response.setHeader('Connection', 'close');
  });
  const drain = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      endPause();
      return;
    }
    stopping = true;
    markNotReady();
    if (readinessDelayMs > 0) {
      logger.info({ signal, readinessDelayMs }, 'shutting down: not ready, serving on until the delay ends');
      await pause(readinessDelayMs, pauseEnded);
    }
    draining = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    const deadline = setTimeout(() => {
      logger.error('drain took longer than 10 s: exiting');
      process.exit(1);
    }, DRAIN_LIMIT_MS);
    deadline.unref();
    const stopped = stopListening(server);
    endOpenStreams();
    await stopped;
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

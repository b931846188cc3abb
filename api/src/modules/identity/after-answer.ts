import { backOff } from 'exponential-backoff';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';

/** The kinds of work left after an answer: bounded, since each is a label of the failures counter. */
type AfterAnswerWork = 'registration_link' | 'password_reset_link';

/** How often a failed piece of work is tried, and the waits between tries (doubling, with jitter). */
export interface AfterAnswerRetry {
  tries: number;
  firstWaitMs: number;
  longestWaitMs: number;
}

/**
 * Four tries within about 7 seconds: the failures worth retrying (a dropped connection, a
 * serialization failure, a replica restarting its pool) pass in that time; a longer outage is one
 * that readiness and the failures counter report, and the requester can ask again.
 */
const AFTER_ANSWER_RETRY: AfterAnswerRetry = { tries: 4, firstWaitMs: 1000, longestWaitMs: 4000 };

export interface AfterAnswer {
  /**
   * Runs `work` once the caller has answered: the answer's time and text then say nothing about
   * what the work finds (whether an account exists, whether a mail is queued). A failed try is
   * counted (after_answer_work_failures_total) and the work tried again after a growing wait, so the
   * work must be safe to repeat (each try its own transaction); once every try has failed it is
   * logged as an error and counted as given up.
   */
  run(name: AfterAnswerWork, work: () => Promise<void>): void;
  /** Resolves once every piece of work started so far, its retries and any work it started, has ended. */
  settled(): Promise<void>;
}

export interface AfterAnswerDeps {
  logger: Logger;
  metrics: PortalMetrics;
  retry?: AfterAnswerRetry;
}

export function createAfterAnswer(deps: AfterAnswerDeps): AfterAnswer {
  const { logger, metrics } = deps;
  const retry = deps.retry ?? AFTER_ANSWER_RETRY;
  const running = new Set<Promise<void>>();

  async function withRetries(name: AfterAnswerWork, work: () => Promise<void>): Promise<void> {
    try {
      await backOff(work, {
        numOfAttempts: retry.tries,
        startingDelay: retry.firstWaitMs,
        maxDelay: retry.longestWaitMs,
        timeMultiple: 2,
        jitter: 'full',
        // Called after every failed try, the last one too (then the failure is given up below).
        retry: (error: unknown, triesMade: number) => {
          if (triesMade >= retry.tries) return false;
          metrics.afterAnswerFailures.inc({ work: name, outcome: 'retried' });
          logger.warn({ err: error, work: name, triesMade }, 'work after the answer failed: trying again');
          return true;
        },
      });
    } catch (error: unknown) {
      metrics.afterAnswerFailures.inc({ work: name, outcome: 'given_up' });
      logger.error({ err: error, work: name, tries: retry.tries }, 'work after the answer failed every try');
    }
  }

  return {
    run(name, work) {
      // setImmediate: the work's first statement goes after the handler has returned its answer.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => withRetries(name, work))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

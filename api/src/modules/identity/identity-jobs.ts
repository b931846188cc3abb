import { createPeriodicJobs } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import type { AfterAnswer } from './after-answer';
import type { IdentityHousekeepingRepository } from './identity-housekeeping.repository';
import { LOGIN_ATTEMPT_KEEP_SECONDS } from './login-policy';

/**
 * Every hour (the first a minute after start): between runs the tables can only gain an hour's rows
 * beyond what they keep (docs/CONFIGURATION.md's Security limits).
 */
const PRUNE_FIRST_AFTER_MS = 60_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** A day past a mailed link's use or end: long after the one-hour mail bound stops counting it. */
const SPENT_ACCOUNT_LINK_KEEP_SECONDS = 24 * 60 * 60;

export interface IdentityJobsDeps {
  housekeeping: IdentityHousekeepingRepository;
  afterAnswer: AfterAnswer;
  logger: Logger;
}

export interface IdentityJobs {
  /** Starts the periodic housekeeping (main.ts only: tests run it by hand). */
  start(): void;
  stop(): void;
  /**
   * Deletes login attempts older than any rule reads (LOGIN_ATTEMPT_KEEP_SECONDS), rate-limit
   * counters whose window ended, expired sessions (and why ended ones ended) and account links spent a
   * day ago: rows any client address could otherwise add without bound.
   */
  pruneExpiredRows(): Promise<void>;
  /**
   * Resolves once the work left after answers (link requests' lookups, links and mails) is done:
   * closing waits for it, and tests before they read what it wrote.
   */
  settled(): Promise<void>;
}

export function createIdentityJobs(deps: IdentityJobsDeps): IdentityJobs {
  const { every, stop } = createPeriodicJobs(deps.logger);

  async function pruneExpiredRows(): Promise<void> {
    const deleted = {
      loginAttempts: await deps.housekeeping.pruneLoginAttempts(LOGIN_ATTEMPT_KEEP_SECONDS),
      rateLimitCounters: await deps.housekeeping.pruneEndedRateLimitWindows(),
      sessions: await deps.housekeeping.pruneExpiredSessions(),
      endedSessions: await deps.housekeeping.pruneEndedSessionTraces(),
      accountLinks: await deps.housekeeping.pruneSpentAccountLinks(SPENT_ACCOUNT_LINK_KEEP_SECONDS),
    };
    deps.logger.info({ deleted }, 'expired identity rows pruned');
  }

  return {
    start() {
      every(PRUNE_EVERY_MS, PRUNE_FIRST_AFTER_MS, 'identity housekeeping', pruneExpiredRows);
    },
    stop,
    pruneExpiredRows,
    settled: () => deps.afterAnswer.settled(),
  };
}

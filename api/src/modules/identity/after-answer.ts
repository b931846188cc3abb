import type { Logger } from '../../platform/logger';

export interface AfterAnswer {
  /**
   * Runs `work` once the caller has answered: the answer's time and text then say nothing about
   * what the work finds (whether an account exists, whether a mail is queued). A failure is logged.
   */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves once every piece of work started so far, and any it started, has ended. */
  settled(): Promise<void>;
}

export function createAfterAnswer(logger: Logger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      // setImmediate: the work's first statement goes after the handler has returned its answer.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => logger.error({ err: error, work: name }, 'work after the answer failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

import type { Logger } from '../logger';

export interface PeriodicJobs {
  /**
   * Runs `job` firstAfterMs from now, then every periodMs, on timers that never keep the process
   * alive. A run still going when the next is due makes that one skip; a failure is logged and the
   * job runs again at its next time.
   */
  every(periodMs: number, firstAfterMs: number, name: string, job: () => Promise<void>): void;
  /** Clears every timer started so far (a run in progress finishes on its own). */
  stop(): void;
}

export function createPeriodicJobs(logger: Logger): PeriodicJobs {
  const timers: NodeJS.Timeout[] = [];

  return {
    every(periodMs, firstAfterMs, name, job) {
      let running = false;
      const run = (): void => {
        if (running) return;
        running = true;
        job()
          .catch((error: unknown) => logger.warn({ err: error, job: name }, 'periodic job failed'))
          .finally(() => {
            running = false;
          });
      };
      const first = setTimeout(() => {
        run();
        const repeat = setInterval(run, periodMs);
        repeat.unref();
        timers.push(repeat);
      }, firstAfterMs);
      first.unref();
      timers.push(first);
    },
    stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
    },
  };
}

import { createLogger } from '../../logger';
import { createPeriodicJobs } from '../periodic-jobs';

const PERIOD_MS = 1_000;
const FIRST_AFTER_MS = 100;

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const records = () => lines.map((line) => JSON.parse(line) as { msg: string; job?: string });
  return { logger, records };
}

/** A job whose runs each wait until the test lets them finish. */
function heldJob() {
  const releases: (() => void)[] = [];
  const job = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      }),
  );
  return { job, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

describe('periodic jobs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when a run is still going at the next time, then that time is skipped and the job runs again once it has finished', async () => {
    const { logger } = capturedLogger();
    const jobs = createPeriodicJobs(logger);
    const { job, releaseAll } = heldJob();
    jobs.every(PERIOD_MS, FIRST_AFTER_MS, 'held', job);

    await jest.advanceTimersByTimeAsync(FIRST_AFTER_MS);
    expect(job).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3 * PERIOD_MS);
    expect(job).toHaveBeenCalledTimes(1);

    releaseAll();
    await jest.advanceTimersByTimeAsync(PERIOD_MS);
    expect(job).toHaveBeenCalledTimes(2);
    jobs.stop();
  });

  it('when a run fails, then the failure is logged with the job name and the job runs again at its next time', async () => {
    const { logger, records } = capturedLogger();
    const jobs = createPeriodicJobs(logger);
    const job = jest.fn(() => Promise.reject(new Error('database went away')));
    jobs.every(PERIOD_MS, FIRST_AFTER_MS, 'housekeeping', job);

    await jest.advanceTimersByTimeAsync(FIRST_AFTER_MS + PERIOD_MS);

    expect(job).toHaveBeenCalledTimes(2);
    expect(records().filter((record) => record.msg === 'periodic job failed')).toEqual([
      expect.objectContaining({ job: 'housekeeping' }),
      expect.objectContaining({ job: 'housekeeping' }),
    ]);
    jobs.stop();
  });

  it('when stopped, then no job runs any more, before its first time or after', async () => {
    const { logger } = capturedLogger();
    const jobs = createPeriodicJobs(logger);
    const early = jest.fn(() => Promise.resolve());
    const started = jest.fn(() => Promise.resolve());
    jobs.every(PERIOD_MS, FIRST_AFTER_MS, 'started', started);
    await jest.advanceTimersByTimeAsync(FIRST_AFTER_MS);
    jobs.every(PERIOD_MS, FIRST_AFTER_MS, 'early', early);

    jobs.stop();
    await jest.advanceTimersByTimeAsync(5 * PERIOD_MS);

    expect(started).toHaveBeenCalledTimes(1);
    expect(early).not.toHaveBeenCalled();
  });

  it('when its timers are pending, then they do not keep the process alive', async () => {
    jest.useRealTimers();
    const { logger } = capturedLogger();
    const jobs = createPeriodicJobs(logger);
    const before = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

    jobs.every(PERIOD_MS, FIRST_AFTER_MS, 'idle', () => Promise.resolve());

    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout')).toHaveLength(before);
    jobs.stop();
  });
});

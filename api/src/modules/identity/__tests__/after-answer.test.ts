import request from 'supertest';
import { createLogger } from '../../../platform/logger';
import { createPortalMetrics, startMetricsServer, type MetricsServer } from '../../../platform/metrics';
import { createAfterAnswer, type AfterAnswerRetry } from '../after-answer';

const logger = createLogger('silent');
/** Three tries a millisecond or a few apart: the test waits for settled(), never for a clock. */
const QUICK_RETRY: AfterAnswerRetry = { tries: 3, firstWaitMs: 1, longestWaitMs: 4 };

let metricsServer: MetricsServer | undefined;

afterEach(async () => {
  await metricsServer?.close();
  metricsServer = undefined;
});

/** The process's metrics as Prometheus scrapes them, and the work's failure samples in them. */
async function scrapedFailures(metrics: ReturnType<typeof createPortalMetrics>): Promise<string[]> {
  metricsServer = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1', logger });
  const scrape = await request(`http://127.0.0.1:${metricsServer.port}`).get('/metrics');
  expect(scrape.status).toBe(200);
  expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const lines = scrape.text.split('\n').filter((line) => line.includes('after_answer_work_failures_total'));
  return lines;
}

/** Work that fails its first `failures` tries with a passing error, then succeeds; counts its tries. */
function flakyWork(failures: number) {
  const work = {
    tries: 0,
    async run(): Promise<void> {
      work.tries += 1;
      if (work.tries <= failures) throw new Error('connection terminated unexpectedly');
    },
  };
  return work;
}

describe('the work a stranger request leaves after its answer', () => {
  it('when a try fails and the next succeeds, then the work is tried again, done once, and the retry is counted on /metrics', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    const afterAnswer = createAfterAnswer({ logger, metrics, retry: QUICK_RETRY });
    const work = flakyWork(2);

    afterAnswer.run('registration_link', () => work.run());
    await afterAnswer.settled();

    expect(work.tries).toBe(3);
    expect(await scrapedFailures(metrics)).toEqual([
      '# HELP after_answer_work_failures_total Failed tries of the work left after a stranger request was answered (registration and reset links), by work and outcome (retried or given_up).',
      '# TYPE after_answer_work_failures_total counter',
      'after_answer_work_failures_total{work="registration_link",outcome="retried"} 2',
    ]);
  });

  it('when every try fails, then the work is tried the bounded number of times, and its retries and its giving up are counted on /metrics', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    const afterAnswer = createAfterAnswer({ logger, metrics, retry: QUICK_RETRY });
    const work = flakyWork(Number.POSITIVE_INFINITY);

    afterAnswer.run('password_reset_link', () => work.run());
    await afterAnswer.settled();

    expect(work.tries).toBe(QUICK_RETRY.tries);
    const samples = (await scrapedFailures(metrics)).filter((line) => !line.startsWith('#'));
    expect(samples).toEqual([
      'after_answer_work_failures_total{work="password_reset_link",outcome="retried"} 2',
      'after_answer_work_failures_total{work="password_reset_link",outcome="given_up"} 1',
    ]);
  });

  it('when the work succeeds at once, then nothing is counted and it runs once', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    const afterAnswer = createAfterAnswer({ logger, metrics, retry: QUICK_RETRY });
    const work = flakyWork(0);

    afterAnswer.run('registration_link', () => work.run());
    await afterAnswer.settled();

    expect(work.tries).toBe(1);
    expect((await scrapedFailures(metrics)).filter((line) => !line.startsWith('#'))).toEqual([]);
  });
});

import v8 from 'node:v8';
import { API_PATHS, type SystemHealthDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * The System Health card's findings from the last hour's requests and the process's heap. The app's
 * own request telemetry is off, so the requests of the hour are exactly the rows each test writes.
 */
const app = provideTestApp({ seed: true, env: { TELEMETRY_HTTP: 'off' } });
const { as } = actingAs(app);

interface RequestGroup {
  requests: number;
  status: number;
  meanMs: number;
  minutesAgo?: number;
}

/** Requests of the last hour as the telemetry writes them: one row per group of identical answers. */
async function served(...groups: RequestGroup[]): Promise<void> {
  await app()
    .knex('performance_logs')
    .insert(
      groups.map((group) => ({
        timestamp: app().knex.raw('now() - make_interval(mins => ?)', [group.minutesAgo ?? 5]),
        endpoint: '/api/bookings',
        method: 'GET',
        statusCode: group.status,
        requestCount: group.requests,
        responseTime: group.meanMs,
        minResponseTime: group.meanMs,
        maxResponseTime: group.meanMs,
      })),
    );
}

async function health(): Promise<SystemHealthDto> {
  const response = await app()
    .http()
    .get(API_PATHS.adminHealth)
    .set('Cookie', await as('owner@encore.test'));
  if (response.status !== 200) throw new Error(`health answered ${response.status}: ${response.text}`);
  return response.body as SystemHealthDto;
}

/** The process's heap in use as this share of its limit, for the next reads. */
function heapInUse(percent: number): void {
  const real = v8.getHeapStatistics();
  jest.spyOn(v8, 'getHeapStatistics').mockReturnValue({
    ...real,
    used_heap_size: Math.round((real.heap_size_limit * percent) / 100),
  });
}

beforeEach(async () => {
  await app().knex('performance_logs').delete();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('error rate of the last hour', () => {
  it('when 5% of at least 20 requests failed, then the status is warning with the error rate as an issue', async () => {
    await served({ requests: 95, status: 200, meanMs: 12 }, { requests: 5, status: 500, meanMs: 12 });

    expect(await health()).toEqual({
      status: 'warning',
      details: expect.objectContaining({
        errorRate: 5,
        issues: ['High error rate: 5% of requests failed in the last hour'],
      }),
    });
  });

  it('when just under 5% failed, then there is no finding', async () => {
    await served({ requests: 1001, status: 200, meanMs: 12 }, { requests: 49, status: 503, meanMs: 12 });

    const answer = await health();

    expect(answer.details.errorRate).toBe(4.7);
    expect([answer.status, answer.details.issues]).toEqual(['healthy', []]);
  });

  it('when 20% failed, then the status is critical', async () => {
    await served({ requests: 80, status: 200, meanMs: 12 }, { requests: 20, status: 500, meanMs: 12 });

    expect(await health()).toEqual({
      status: 'critical',
      details: expect.objectContaining({
        errorRate: 20,
        issues: ['High error rate: 20% of requests failed in the last hour'],
      }),
    });
  });

  it('when fewer than 20 requests came in the hour, then even half of them failing is no finding; 20 are', async () => {
    await served({ requests: 10, status: 200, meanMs: 12 }, { requests: 9, status: 500, meanMs: 12 });
    const few = await health();
    await served({ requests: 1, status: 200, meanMs: 12 });
    const enough = await health();

    expect([few.status, few.details.issues]).toEqual(['healthy', []]);
    expect([enough.status, enough.details.issues]).toEqual([
      'critical',
      ['High error rate: 45% of requests failed in the last hour'],
    ]);
  });

  it('when the failures are older than an hour, then they do not count; 4xx answers never do', async () => {
    await served(
      { requests: 100, status: 200, meanMs: 12 },
      { requests: 50, status: 500, meanMs: 12, minutesAgo: 61 },
      { requests: 50, status: 404, meanMs: 12 },
    );

    const answer = await health();

    expect([answer.status, answer.details.errorRate, answer.details.issues]).toEqual(['healthy', 0, []]);
  });
});

describe('response times of the last hour', () => {
  it('when requests took 1,000 ms on average, then the status is warning with slow responses as an issue', async () => {
    await served({ requests: 3, status: 200, meanMs: 500 }, { requests: 1, status: 200, meanMs: 2500 });

    expect(await health()).toEqual({
      status: 'warning',
      details: expect.objectContaining({
        issues: ['Slow responses: 1000 ms on average in the last hour'],
      }),
    });
  });

  it('when requests took just under 1,000 ms on average, then there is no finding', async () => {
    await served({ requests: 10, status: 200, meanMs: 999 });

    const answer = await health();

    expect([answer.status, answer.details.issues]).toEqual(['healthy', []]);
  });

  it('when requests took 3,000 ms on average, then the status is critical', async () => {
    await served({ requests: 2, status: 200, meanMs: 3000 });

    expect(await health()).toEqual({
      status: 'critical',
      details: expect.objectContaining({
        issues: ['Slow responses: 3000 ms on average in the last hour'],
      }),
    });
  });
});

describe('memory', () => {
  it('when 85% of the heap limit is in use, then the status is warning with memory as an issue', async () => {
    heapInUse(85);

    expect(await health()).toEqual({
      status: 'warning',
      details: expect.objectContaining({ issues: ['High memory usage: 85% of the heap limit'] }),
    });
  });

  it('when just under 85% is in use, then there is no finding', async () => {
    heapInUse(84.9);

    const answer = await health();

    expect([answer.status, answer.details.issues]).toEqual(['healthy', []]);
  });

  it('when 95% is in use, then the status is critical', async () => {
    heapInUse(95);

    expect(await health()).toEqual({
      status: 'critical',
      details: expect.objectContaining({ issues: ['High memory usage: 95% of the heap limit'] }),
    });
  });
});

describe('several findings at once', () => {
  it('when errors, slowness and memory all pass their critical lines, then each is an issue and the status is critical', async () => {
    await served({ requests: 60, status: 200, meanMs: 3500 }, { requests: 40, status: 500, meanMs: 3500 });
    heapInUse(96);

    expect(await health()).toEqual({
      status: 'critical',
      details: expect.objectContaining({
        errorRate: 40,
        issues: [
          'High error rate: 40% of requests failed in the last hour',
          'High memory usage: 96% of the heap limit',
          'Slow responses: 3500 ms on average in the last hour',
        ],
      }),
    });
  });

  it('when issues are found, then each names what caused it, in the order of the issues', async () => {
    await served({ requests: 60, status: 200, meanMs: 1500 }, { requests: 40, status: 500, meanMs: 1500 });
    heapInUse(90);

    const answer = await health();

    expect(answer.details.issueCauses).toEqual([
      { text: answer.details.issues[0], level: 'critical', cause: 'error-rate' },
      { text: answer.details.issues[1], level: 'warning', cause: 'memory' },
      { text: answer.details.issues[2], level: 'warning', cause: 'response-time' },
    ]);
  });
});

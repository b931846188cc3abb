import type { CompletedRequest } from '../../../platform/http';
import { createLogger } from '../../../platform/logger';
import type { PerformanceLogRepository, PerformanceLogRow } from '../performance-log.repository';
import { createPerformanceLogWriter } from '../performance-log.writer';

function answered(overrides: Partial<CompletedRequest> = {}): CompletedRequest {
  return {
    method: 'GET',
    route: '/api/bookings',
    path: '/api/bookings',
    status: 200,
    durationMs: 10,
    finishedAt: Date.UTC(2026, 10, 22, 12, 0, 0),
    userId: 7,
    organizationId: 1,
    errorMessage: null,
    ...overrides,
  };
}

function writerWith(insertMany: (rows: readonly PerformanceLogRow[]) => Promise<void>) {
  const dropped: number[] = [];
  const repository: PerformanceLogRepository = { insertMany };
  const writer = createPerformanceLogWriter({
    repository,
    logger: createLogger('silent'),
    onDropped: (count) => dropped.push(count),
  });
  return { writer, dropped };
}

describe('performance log writer', () => {
  it('when identical answers arrive, then they are written as one row with their count, mean, minimum and maximum', async () => {
    const written: PerformanceLogRow[] = [];
    const { writer } = writerWith(async (rows) => {
      written.push(...rows);
    });

    writer.record(answered({ durationMs: 4 }));
    writer.record(answered({ durationMs: 10, finishedAt: Date.UTC(2026, 10, 22, 12, 0, 1) }));
    writer.record(answered({ durationMs: 16 }));
    await writer.flush();

    expect(written).toEqual([
      {
        timestamp: new Date(Date.UTC(2026, 10, 22, 12, 0, 0)),
        endpoint: '/api/bookings',
        method: 'GET',
        responseTime: 10,
        minResponseTime: 4,
        maxResponseTime: 16,
        requestCount: 3,
        statusCode: 200,
        userId: 7,
        organizationId: 1,
        errorMessage: null,
      },
    ]);
  });

  it('when answers differ in route, status, actor or error, then each kind is its own row', async () => {
    const written: PerformanceLogRow[] = [];
    const { writer } = writerWith(async (rows) => {
      written.push(...rows);
    });

    writer.record(answered());
    writer.record(answered({ route: '/api/bookings/:id', path: '/api/bookings/3' }));
    writer.record(answered({ status: 404, errorMessage: 'Booking not found' }));
    writer.record(answered({ status: 404, errorMessage: 'Department not found' }));
    writer.record(answered({ userId: 8 }));
    writer.record(answered({ userId: null, organizationId: null, status: 401 }));
    await writer.flush();

    expect(written).toHaveLength(6);
    expect(written.every((row) => row.requestCount === 1)).toBe(true);
    expect(written.map((row) => row.errorMessage)).toContain('Department not found');
  });

  it('when a request is not an API call, then it is not logged', async () => {
    const written: PerformanceLogRow[] = [];
    const { writer } = writerWith(async (rows) => {
      written.push(...rows);
    });

    writer.record(answered({ path: '/remotes/calendar/remoteEntry.js', route: 'unmatched' }));
    writer.record(answered({ path: '/readyz', route: '/readyz' }));
    await writer.flush();

    expect(written).toEqual([]);
  });

  it('when the database refuses the rows, then every request they stood for is counted as dropped and later rows still go out', async () => {
    let refuse = true;
    const written: PerformanceLogRow[] = [];
    const { writer, dropped } = writerWith(async (rows) => {
      if (refuse) throw new Error('connection refused');
      written.push(...rows);
    });

    writer.record(answered());
    writer.record(answered());
    writer.record(answered({ status: 500, errorMessage: 'Internal server error' }));
    await writer.flush();
    refuse = false;
    writer.record(answered());
    await writer.close();

    expect(dropped).toEqual([3]);
    expect(written).toHaveLength(1);
  });

  it('when the writer is closed, then later answers are not queued', async () => {
    const written: PerformanceLogRow[] = [];
    const { writer } = writerWith(async (rows) => {
      written.push(...rows);
    });

    await writer.close();
    writer.record(answered());
    await writer.flush();

    expect(written).toEqual([]);
  });
});

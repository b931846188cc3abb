import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { STALE_WRITE_MESSAGES, type StaleWriteBody } from '@booking-portal/api/contract';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { createTransportBaseQuery, type TransportRequest } from '../base-query';
import { staleWriteOf } from '../transport-error';
import { createValidatedAnswers } from '../validated-answers';

function queryApi(type: 'query' | 'mutation'): BaseQueryApi {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: jest.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'probe',
    type,
  };
}

const BOOKING_PATH = '/api/bookings/12';
const OPENED_TAG = '"opened-version"';
const CURRENT_TAG = '"current-version"';
const STALE_BODY: StaleWriteBody<{ id: number; notes: string }> = {
  message: STALE_WRITE_MESSAGES.changedSinceOpened,
  current: { id: 12, notes: 'Bring the music stands' },
  changedBy: { userId: 4, name: 'Sam', organization: 'Palm Cove' },
  changedAt: '2026-12-02T09:15:00.000Z',
};

function transport(onWriteFailed = jest.fn(), waits: number[] = []) {
  return createTransportBaseQuery({
    wait: async (milliseconds) => {
      waits.push(milliseconds);
    },
    onWriteFailed,
    validatedAnswers: createValidatedAnswers(),
  });
}

function write(request: TransportRequest, onWriteFailed = jest.fn(), waits: number[] = []) {
  return transport(onWriteFailed, waits)(request, queryApi('mutation'), {});
}

describe('base query entity tags (If-Match and the 412 of a stale write)', () => {
  it("when a single read answers with an ETag, then the result's meta carries it", async () => {
    fakeNetwork.on('GET', BOOKING_PATH, { status: 200, body: { id: 12 }, headers: { ETag: OPENED_TAG } });

    const result = await transport()(BOOKING_PATH, queryApi('query'), {});

    expect(result).toEqual({ data: { id: 12 }, meta: { etag: OPENED_TAG } });
  });

  it('when a read is confirmed unchanged (304), then the meta carries the tag kept with its data', async () => {
    fakeNetwork.on('GET', BOOKING_PATH, [
      { status: 200, body: { id: 12 }, headers: { ETag: OPENED_TAG } },
      { status: 304, headers: { ETag: OPENED_TAG } },
    ]);
    const query = transport();

    await query(BOOKING_PATH, queryApi('query'), {});
    const again = await query(BOOKING_PATH, queryApi('query'), {});

    expect(again).toEqual({ data: { id: 12 }, meta: { etag: OPENED_TAG } });
  });

  it('when a write carries ifMatch, then it goes out as If-Match, and a write without it sends none', async () => {
    fakeNetwork.on('PATCH', BOOKING_PATH, { status: 200, body: { id: 12 }, headers: { ETag: CURRENT_TAG } });

    const tagged = await write({ url: BOOKING_PATH, method: 'PATCH', body: {}, ifMatch: OPENED_TAG });
    await write({ url: BOOKING_PATH, method: 'PATCH', body: {} });

    const [withTag, withoutTag] = fakeNetwork.requests;
    expect(withTag?.headers.get('If-Match')).toBe(OPENED_TAG);
    expect(withoutTag?.headers.has('If-Match')).toBe(false);
    expect(tagged).toEqual({ data: { id: 12 }, meta: { etag: CURRENT_TAG } });
  });

  it('when a write is refused as stale (412), then it is not retried, not reported as a failed write, and its error carries the body and the current ETag', async () => {
    fakeNetwork.on('DELETE', BOOKING_PATH, {
      status: 412,
      body: STALE_BODY,
      headers: { ETag: CURRENT_TAG },
    });
    const onWriteFailed = jest.fn();
    const waits: number[] = [];

    const result = await write(
      { url: BOOKING_PATH, method: 'DELETE', ifMatch: OPENED_TAG },
      onWriteFailed,
      waits,
    );

    expect(fakeNetwork.requestsTo('DELETE', BOOKING_PATH)).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(onWriteFailed).not.toHaveBeenCalled();
    const error = 'error' in result ? result.error : undefined;
    expect(error).toMatchObject({ status: 412, data: STALE_BODY, etag: CURRENT_TAG });
    expect(staleWriteOf(error)).toEqual({ body: STALE_BODY, etag: CURRENT_TAG });
  });

  it('when the entity was deleted since (412 without an ETag), then the stale write says so with no tag', async () => {
    const deleted: StaleWriteBody = {
      ...STALE_BODY,
      message: STALE_WRITE_MESSAGES.deletedSinceOpened,
      current: null,
    };
    fakeNetwork.on('PATCH', BOOKING_PATH, { status: 412, body: deleted });

    const result = await write({ url: BOOKING_PATH, method: 'PATCH', body: {}, ifMatch: OPENED_TAG });

    expect(staleWriteOf('error' in result ? result.error : undefined)).toEqual({ body: deleted, etag: null });
  });

  it('when any other write fails, then it is no stale write and the failed-write hook still runs', async () => {
    fakeNetwork.on('PATCH', BOOKING_PATH, { status: 500, body: { message: 'Internal server error' } });
    const onWriteFailed = jest.fn();

    const result = await write(
      { url: BOOKING_PATH, method: 'PATCH', body: {}, ifMatch: OPENED_TAG },
      onWriteFailed,
    );

    expect(staleWriteOf('error' in result ? result.error : undefined)).toBeNull();
    expect(onWriteFailed).toHaveBeenCalledTimes(1);
  });
});

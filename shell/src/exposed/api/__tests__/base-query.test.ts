import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { API_PATHS, AUTH_MESSAGES } from '@booking-portal/api/contract';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { createTransportBaseQuery, type TransportRequest } from '../base-query';
import type { TransportError } from '../transport-error';
import { createValidatedAnswers } from '../validated-answers';

function queryApi(type: 'query' | 'mutation' = 'query'): BaseQueryApi {
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

function transport(waits: number[] = [], onWriteFailed = jest.fn()) {
  return createTransportBaseQuery({
    wait: async (milliseconds) => {
      waits.push(milliseconds);
    },
    onWriteFailed,
  });
}

async function run(request: TransportRequest | string, waits: number[] = [], onWriteFailed = jest.fn()) {
  const method = typeof request === 'string' ? 'GET' : (request.method ?? 'GET');
  return transport(waits, onWriteFailed)(request, queryApi(method === 'GET' ? 'query' : 'mutation'), {});
}

function errorOf(result: Awaited<ReturnType<typeof run>>): TransportError {
  if (!('error' in result) || result.error === undefined) throw new Error('expected an error result');
  return result.error;
}

describe('base query transport (docs/PRODUCT.md sections 7 and 8)', () => {
  it('when any call is made, then it sends credentials', async () => {
    fakeNetwork.on('GET', '/api/users', { status: 200, body: [] });
    fakeNetwork.on('POST', '/api/departments', { status: 201, body: { id: 1 } });

    await run('/api/users');
    await run({ url: '/api/departments', method: 'POST', body: { name: 'Spa' } });

    expect(fakeNetwork.requests.map((request) => request.credentials)).toEqual(['include', 'include']);
  });

  it('when a read has no payload, then it sends neither a body nor a JSON content type', async () => {
    fakeNetwork.on('GET', '/api/organizations', { status: 200, body: [] });

    await run('/api/organizations');

    const [request] = fakeNetwork.requests;
    expect(request?.body).toBeNull();
    expect(request?.headers.has('Content-Type')).toBe(false);
  });

  it('when a write has a payload, then it sends it as JSON with the JSON content type', async () => {
    fakeNetwork.on('POST', '/api/departments', { status: 201, body: { id: 7 } });

    const result = await run({
      url: '/api/departments',
      method: 'POST',
      body: { name: 'Spa', color: '#f3acd2' },
    });

    const [request] = fakeNetwork.requests;
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? 'null')).toEqual({ name: 'Spa', color: '#f3acd2' });
    expect(result).toEqual({ data: { id: 7 } });
  });

  it('when a write has no payload, then it sends no body and no content type', async () => {
    fakeNetwork.on('DELETE', '/api/performers/3', { status: 204 });

    const result = await run({ url: '/api/performers/3', method: 'DELETE' });

    const [request] = fakeNetwork.requests;
    expect(request?.body).toBeNull();
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(result).toEqual({ data: null });
  });

  it('when a path is under /api/bookings, then it adds the no-cache headers', async () => {
    fakeNetwork.on('GET', '/api/bookings', { status: 200, body: [] });
    fakeNetwork.on('PATCH', '/api/bookings/12', { status: 200, body: { id: 12 } });

    await run('/api/bookings?from=2025-01-01&to=2025-01-31');
    await run({ url: '/api/bookings/12', method: 'PATCH', body: { status: 'confirmed' } });

    for (const request of fakeNetwork.requests) {
      expect(request.headers.get('Cache-Control')).toBe('no-cache');
      expect(request.headers.get('Pragma')).toBe('no-cache');
    }
  });

  it('when a read outside bookings is forced to no-cache, then it adds the no-cache headers, otherwise not', async () => {
    fakeNetwork.on('GET', '/api/users', { status: 200, body: [] });

    await run({ url: '/api/users', noCache: true });
    await run('/api/users');

    const [forced, plain] = fakeNetwork.requests;
    expect(forced?.headers.get('Cache-Control')).toBe('no-cache');
    expect(forced?.headers.get('Pragma')).toBe('no-cache');
    expect(plain?.headers.has('Cache-Control')).toBe(false);
    expect(plain?.headers.has('Pragma')).toBe(false);
  });

  it('when the answer is not OK, then the message is the status, a colon and the body text', async () => {
    fakeNetwork.on('GET', '/api/organizations/9/departments', {
      status: 403,
      body: { message: 'You do not have permission to perform this action' },
    });

    const error = errorOf(await run('/api/organizations/9/departments'));

    expect(error.status).toBe(403);
    expect(error.message).toBe('403: {"message":"You do not have permission to perform this action"}');
    expect(error.data?.message).toBe('You do not have permission to perform this action');
  });

  it('when a failed answer has an empty body, then the message uses the status text', async () => {
    fakeNetwork.on('DELETE', '/api/performers/3', { status: 404, statusText: 'Not Found' });

    const error = errorOf(await run({ url: '/api/performers/3', method: 'DELETE' }));

    expect(error.message).toBe('404: Not Found');
    expect(error.data).toBeNull();
  });

  it('when a read fails with a message containing the digit 4, then it is not retried', async () => {
    fakeNetwork.on('GET', '/api/users', { status: 401, body: { message: 'Authentication required' } });

    await run('/api/users');

    expect(fakeNetwork.requestsTo('GET', '/api/users')).toHaveLength(1);
  });

  it('when a read keeps failing without a 4 in its message, then it is retried twice after 1 s and 2 s', async () => {
    const waits: number[] = [];
    fakeNetwork.on('GET', '/api/users', { status: 503, body: 'Service down' });

    const error = errorOf(await run('/api/users', waits));

    expect(fakeNetwork.requestsTo('GET', '/api/users')).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(error.message).toBe('503: Service down');
  });

  it('when a read succeeds on its first retry, then the data of that retry is returned', async () => {
    fakeNetwork.on('GET', '/api/performers', [
      { status: 500, body: 'boom' },
      { status: 200, body: [{ id: 1 }] },
    ]);

    const result = await run('/api/performers');

    expect(result).toEqual({ data: [{ id: 1 }] });
    expect(fakeNetwork.requestsTo('GET', '/api/performers')).toHaveLength(2);
  });

  it('when a read cannot reach the server, then it is retried twice', async () => {
    fakeNetwork.on('GET', '/api/users', 'network-error');

    const error = errorOf(await run('/api/users'));

    expect(fakeNetwork.requestsTo('GET', '/api/users')).toHaveLength(3);
    expect(error).toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch', data: null });
  });

  it('when a write cannot reach the server, then it is retried exactly once', async () => {
    const onWriteFailed = jest.fn();
    fakeNetwork.on('POST', '/api/bookings', 'network-error');

    await run({ url: '/api/bookings', method: 'POST', body: { title: 'Solo - DUSK' } }, [], onWriteFailed);

    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(2);
    expect(onWriteFailed).toHaveBeenCalledTimes(1);
  });

  it('when a write fails with an HTTP answer, then it is not retried', async () => {
    const onWriteFailed = jest.fn();
    fakeNetwork.on('PATCH', '/api/departments/4', {
      status: 500,
      body: { message: 'Internal server error' },
    });

    await run({ url: '/api/departments/4', method: 'PATCH', body: { name: 'Spa' } }, [], onWriteFailed);

    expect(fakeNetwork.requestsTo('PATCH', '/api/departments/4')).toHaveLength(1);
    expect(onWriteFailed).toHaveBeenCalledTimes(1);
  });

  it('when a read answers 401 and the endpoint asks for null, then the result is null instead of an error', async () => {
    fakeNetwork.on('GET', '/api/auth/session', { status: 401, body: { message: 'Authentication required' } });

    expect(await run({ url: '/api/auth/session', on401: 'null' })).toMatchObject({ data: null });
    expect('error' in (await run('/api/auth/session'))).toBe(true);
  });
});

describe('base query revalidation (ETag and If-None-Match)', () => {
  const MONTH = '/api/bookings?from=2036-03-01&to=2036-03-31';
  const TAG = 'W/"month-1"';

  function revalidating(limit?: number) {
    return createTransportBaseQuery({ validatedAnswers: createValidatedAnswers(limit) });
  }

  it('when a read answered with an ETag is made again, then it sends If-None-Match and a 304 yields the very data kept', async () => {
    fakeNetwork.on('GET', '/api/bookings', [
      { status: 200, body: [{ id: 1, title: 'Solo - Lobby Bar' }], headers: { ETag: TAG } },
      { status: 304, headers: { ETag: TAG } },
    ]);
    const query = revalidating();

    const first = await query(MONTH, queryApi(), {});
    const second = await query(MONTH, queryApi(), {});

    const [plain, conditional] = fakeNetwork.requests;
    expect(plain?.headers.has('If-None-Match')).toBe(false);
    expect(conditional?.headers.get('If-None-Match')).toBe(TAG);
    // The spec's no-cache headers still go out: the transport, not the browser, revalidates.
    expect(conditional?.headers.get('Cache-Control')).toBe('no-cache');
    expect('data' in second && 'data' in first && second.data === first.data).toBe(true);
  });

  it('when the data changed, then the new answer and its tag replace the kept ones', async () => {
    fakeNetwork.on('GET', '/api/users', [
      { status: 200, body: [{ id: 1 }], headers: { ETag: 'W/"a"' } },
      { status: 200, body: [{ id: 1 }, { id: 2 }], headers: { ETag: 'W/"b"' } },
      { status: 304, headers: { ETag: 'W/"b"' } },
    ]);
    const query = revalidating();

    await query('/api/users', queryApi(), {});
    const changed = await query('/api/users', queryApi(), {});
    const unchanged = await query('/api/users', queryApi(), {});

    expect(fakeNetwork.requests.map((request) => request.headers.get('If-None-Match'))).toEqual([
      null,
      'W/"a"',
      'W/"b"',
    ]);
    expect(changed).toEqual({ data: [{ id: 1 }, { id: 2 }], meta: { etag: 'W/"b"' } });
    expect(unchanged).toEqual({ data: [{ id: 1 }, { id: 2 }], meta: { etag: 'W/"b"' } });
  });

  it('when an answer has no ETag or fails, then the next read is not conditional', async () => {
    fakeNetwork.on('GET', '/api/performers', [
      { status: 200, body: [], headers: { ETag: 'W/"p"' } },
      { status: 403, body: { message: 'You do not have permission to perform this action' } },
      { status: 200, body: [] },
      { status: 200, body: [] },
    ]);
    const query = revalidating();

    for (let read = 0; read < 4; read += 1) await query('/api/performers', queryApi(), {});

    expect(fakeNetwork.requests.map((request) => request.headers.get('If-None-Match'))).toEqual([
      null,
      'W/"p"',
      null,
      null,
    ]);
  });

  it('when someone signs in or out, or a read answers 401, then no kept answer is offered again', async () => {
    fakeNetwork.on('GET', '/api/users', { status: 200, body: [], headers: { ETag: 'W/"u"' } });
    fakeNetwork.on('POST', '/api/auth/logout', { status: 204 });
    fakeNetwork.on('GET', '/api/performers', [
      { status: 200, body: [], headers: { ETag: 'W/"p"' } },
      { status: 401, body: { message: 'Authentication required' } },
    ]);
    const query = revalidating();

    await query('/api/users', queryApi(), {});
    await query({ url: '/api/auth/logout', method: 'POST' }, queryApi('mutation'), {});
    await query('/api/users', queryApi(), {});
    await query('/api/performers', queryApi(), {});
    await query('/api/performers', queryApi(), {});
    await query('/api/users', queryApi(), {});

    expect(
      fakeNetwork.requestsTo('GET', '/api/users').map((request) => request.headers.get('If-None-Match')),
    ).toEqual([null, null, null]);
  });

  it('when a 304 comes for an answer no longer kept, then the read is made again without If-None-Match', async () => {
    fakeNetwork.on('GET', '/api/organizations', [
      { status: 200, body: [{ id: 1 }], headers: { ETag: 'W/"o"' } },
      { status: 304, headers: { ETag: 'W/"other"' } },
      { status: 200, body: [{ id: 1 }], headers: { ETag: 'W/"o"' } },
    ]);
    const query = revalidating();

    await query('/api/organizations', queryApi(), {});
    const again = await query('/api/organizations', queryApi(), {});

    expect(again).toEqual({ data: [{ id: 1 }], meta: { etag: 'W/"o"' } });
    expect(fakeNetwork.requests.map((request) => request.headers.get('If-None-Match'))).toEqual([
      null,
      'W/"o"',
      null,
    ]);
  });

  it('when more addresses are read than the store keeps, then the least recently used is dropped', async () => {
    for (const path of ['/api/a', '/api/b', '/api/c']) {
      fakeNetwork.on('GET', path, { status: 200, body: [], headers: { ETag: `W/"${path}"` } });
    }
    const query = revalidating(2);

    await query('/api/a', queryApi(), {});
    await query('/api/b', queryApi(), {});
    await query('/api/a', queryApi(), {});
    await query('/api/c', queryApi(), {});
    await query('/api/a', queryApi(), {});
    await query('/api/b', queryApi(), {});

    expect(
      fakeNetwork.requests.map((request) => [request.path, request.headers.get('If-None-Match')]),
    ).toEqual([
      ['/api/a', null],
      ['/api/b', null],
      ['/api/a', 'W/"/api/a"'],
      ['/api/c', null],
      ['/api/a', 'W/"/api/a"'],
      ['/api/b', null],
    ]);
  });
});

function runEndingSession(request: TransportRequest, onSessionEnded = jest.fn(), onWriteFailed = jest.fn()) {
  const transport = createTransportBaseQuery({ wait: async () => undefined, onSessionEnded, onWriteFailed });
  return transport(request, queryApi((request.method ?? 'GET') === 'GET' ? 'query' : 'mutation'), {});
}

const REFUSED = { status: 401, body: { message: AUTH_MESSAGES.notSignedIn } };

describe('base query: a 401 ending the session', () => {
  it('when a read answers 401 with a reason, then the session-ended hook hears the reason and the read fails as before', async () => {
    fakeNetwork.on('GET', '/api/bookings', { status: 401, body: { ...REFUSED.body, reason: 'disabled' } });
    const onSessionEnded = jest.fn();

    const result = await runEndingSession({ url: '/api/bookings' }, onSessionEnded);

    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded.mock.calls[0]?.[1]).toBe('disabled');
    expect(result).toMatchObject({ error: { status: 401, data: { reason: 'disabled' } } });
    expect(fakeNetwork.requestsTo('GET', '/api/bookings')).toHaveLength(1);
  });

  it('when a write answers 401 without a reason, then the hook hears null and the failed-write hook runs too', async () => {
    fakeNetwork.on('POST', '/api/bookings', REFUSED);
    const onSessionEnded = jest.fn();
    const onWriteFailed = jest.fn();

    await runEndingSession({ url: '/api/bookings', method: 'POST', body: {} }, onSessionEnded, onWriteFailed);

    expect(onSessionEnded.mock.calls.map((call) => call[1])).toEqual([null]);
    expect(onWriteFailed).toHaveBeenCalledTimes(1);
  });

  it('when a reason the portal does not know comes, then the hook hears null', async () => {
    fakeNetwork.on('GET', '/api/bookings', { status: 401, body: { ...REFUSED.body, reason: 'moon_phase' } });
    const onSessionEnded = jest.fn();

    await runEndingSession({ url: '/api/bookings' }, onSessionEnded);

    expect(onSessionEnded.mock.calls.map((call) => call[1])).toEqual([null]);
  });

  it('when a sign-in is refused with 401, then no session ended', async () => {
    fakeNetwork.on('POST', API_PATHS.login, {
      status: 401,
      body: { message: AUTH_MESSAGES.incorrectPassword },
    });
    const onSessionEnded = jest.fn();

    await runEndingSession({ url: API_PATHS.login, method: 'POST', body: {} }, onSessionEnded);

    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("when a read whose 401 is an answer (on401: 'null') is refused, then it yields null with the reason in its meta, and the hook is not called", async () => {
    fakeNetwork.on('GET', API_PATHS.session, {
      status: 401,
      body: { ...REFUSED.body, reason: 'signed_out' },
    });
    const onSessionEnded = jest.fn();

    const result = await runEndingSession({ url: API_PATHS.session, on401: 'null' }, onSessionEnded);

    expect(result).toEqual({ data: null, meta: { refused: { reason: 'signed_out' } } });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('when a read fails otherwise (403, 500), then no session ended', async () => {
    fakeNetwork.on('GET', '/api/users', { status: 403, body: { message: AUTH_MESSAGES.forbidden } });
    fakeNetwork.on('GET', '/api/departments', { status: 500, body: { message: AUTH_MESSAGES.internal } });
    const onSessionEnded = jest.fn();

    await runEndingSession({ url: '/api/users' }, onSessionEnded);
    await runEndingSession({ url: '/api/departments' }, onSessionEnded);

    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { parseErrorBody, type TransportError } from './transport-error';
import { retryDelayMs, shouldRetryRead, shouldRetryWrite } from './retry-policy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the base API. A plain string is a GET of that path. */
export interface TransportRequest {
  url: string;
  method?: HttpMethod;
  /** Sent as JSON; leaving it out sends neither a body nor a content type. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Adds the no-cache headers to a read outside /api/bookings (SPEC.md section 7). */
  noCache?: boolean;
  /** What a 401 answer to a read yields: an error (the spec's default) or null (e.g. "signed out"). */
  on401?: 'throw' | 'null';
}

export interface TransportOptions {
  /** Prefix of every path; empty means the page's own origin, where the API is served. */
  baseUrl?: string;
  /** How the retry delay is waited out; tests replace it to run without real time. */
  wait?: (milliseconds: number) => Promise<void>;
  /** Runs once a write has failed for good (after its retry, if any). */
  onWriteFailed?: (api: BaseQueryApi, request: TransportRequest, error: TransportError) => void;
}

type Attempt = { data: unknown } | { error: TransportError };

const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;
const BOOKINGS_PATH = '/api/bookings';

function waitFor(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

function isRead(method: HttpMethod): boolean {
  return method === 'GET';
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

function needsNoCache(request: TransportRequest): boolean {
  const path = pathOf(request.url);
  return path === BOOKINGS_PATH || path.startsWith(`${BOOKINGS_PATH}/`) || request.noCache === true;
}

function buildInit(request: TransportRequest, method: HttpMethod, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (needsNoCache(request)) Object.assign(headers, NO_CACHE_HEADERS);
  const init: RequestInit = { method, credentials: 'include', headers, signal };
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  return init;
}

function parseSuccessBody(bodyText: string): unknown {
  if (bodyText === '') return null;
  try {
    return JSON.parse(bodyText) as unknown;
  } catch {
    return bodyText;
  }
}

async function attemptOnce(url: string, init: RequestInit, request: TransportRequest): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    return { error: { status: 'FETCH_ERROR', message, data: null } };
  }
  const bodyText = await response.text();
  if (response.ok) return { data: parseSuccessBody(bodyText) };
  if (response.status === 401 && request.on401 === 'null' && isRead(init.method as HttpMethod)) {
    return { data: null };
  }
  return {
    error: {
      status: response.status,
      message: `${response.status}: ${bodyText || response.statusText}`,
      data: parseErrorBody(bodyText),
    },
  };
}

/**
 * The one transport of the portal (SPEC.md sections 7 and 8): cookies on every call, JSON only with a
 * payload, no-cache headers for bookings, 'status: body' errors, the read and write retry rules, and a
 * hook for what follows a failed write.
 */
export function createTransportBaseQuery(
  options: TransportOptions = {},
): BaseQueryFn<TransportRequest | string, unknown, TransportError> {
  const { baseUrl = '', wait = waitFor, onWriteFailed } = options;

  return async (requestOrPath, api) => {
    const request: TransportRequest =
      typeof requestOrPath === 'string' ? { url: requestOrPath } : requestOrPath;
    const method = request.method ?? 'GET';
    const init = buildInit(request, method, api.signal);
    const url = `${baseUrl}${request.url}`;
    const mayRetry = isRead(method) ? shouldRetryRead : shouldRetryWrite;

    let retriesDone = 0;
    for (;;) {
      const attempt = await attemptOnce(url, init, request);
      if ('data' in attempt) return attempt;
      if (api.signal.aborted || !mayRetry(attempt.error.message, retriesDone)) {
        if (!isRead(method)) onWriteFailed?.(api, request, attempt.error);
        return attempt;
      }
      retriesDone += 1;
      await wait(retryDelayMs(retriesDone));
    }
  };
}

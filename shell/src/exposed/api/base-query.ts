import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { isSessionEndReason, type ErrorBody, type SessionEndReason } from '@booking-portal/api/contract';
import { isStaleWrite, parseErrorBody, type TransportError } from './transport-error';
import { retryDelayMs, shouldRetryRead, shouldRetryWrite } from './retry-policy';
import { createValidatedAnswers, type ValidatedAnswers } from './validated-answers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the base API. A plain string is a GET of that path. */
export interface TransportRequest {
  url: string;
  method?: HttpMethod;
  /** Sent as JSON; leaving it out sends neither a body nor a content type. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Adds the no-cache headers to a read outside /api/bookings (docs/PRODUCT.md section 7). */
  noCache?: boolean;
  /** What a 401 answer to a read yields: an error (the spec's default) or null (e.g. "signed out"). */
  on401?: 'throw' | 'null';
  /**
   * The ETag of the entity as the writer last read it, sent as If-Match: the server refuses the write
   * with 412 when someone saved the entity in between (api/src/contract/stale-write.ts).
   */
  ifMatch?: string;
}

export interface TransportOptions {
  /** Prefix of every path; empty means the page's own origin, where the API is served. */
  baseUrl?: string;
  /** How the retry delay is waited out; tests replace it to run without real time. */
  wait?: (milliseconds: number) => Promise<void>;
  /** Runs once a write has failed for good (after its retry, if any). */
  onWriteFailed?: (api: BaseQueryApi, request: TransportRequest, error: TransportError) => void;
  /**
   * Runs when a call made with the session answers 401: the session ended under the page. `reason`
   * is the server's when it named one. Not for the auth writes (a refused sign-in is a 401 too), nor
   * for reads whose 401 is an answer (`on401: 'null'`): theirs is in the result's meta.
   */
  onSessionEnded?: (api: BaseQueryApi, reason: SessionEndReason | null) => void;
  /** Where reads keep their last answer and its ETag; a new store if absent. */
  validatedAnswers?: ValidatedAnswers;
}

/** What a result carries beside its data. */
export interface TransportMeta {
  /** A read with `on401: 'null'` was answered 401, for this reason when the server named one. */
  refused?: { reason: SessionEndReason | null };
  /** The answer's ETag: a single read's version, which a later write of that entity sends as `ifMatch`. */
  etag?: string;
}

type Attempt = { data: unknown; meta?: TransportMeta } | { error: TransportError; meta?: TransportMeta };
/** A 304 for an answer no longer kept: asked again, unconditionally. */
type Outcome = Attempt | 'ask-again';

const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;
const BOOKINGS_PATH = '/api/bookings';
const AUTH_PATH_PREFIX = '/api/auth/';

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
  if (request.ifMatch !== undefined) headers['If-Match'] = request.ifMatch;
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

/** A write to the auth routes (sign-in, sign-out, registration...) may change who is signed in. */
function changesSession(request: TransportRequest, method: HttpMethod): boolean {
  return !isRead(method) && pathOf(request.url).startsWith(AUTH_PATH_PREFIX);
}

async function attemptOnce(
  url: string,
  init: RequestInit,
  request: TransportRequest,
  validated: ValidatedAnswers,
): Promise<Outcome> {
  const method = init.method as HttpMethod;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    return { error: { status: 'FETCH_ERROR', message, data: null } };
  }
  if (response.status === 304 && isRead(method)) {
    const kept = validated.confirmed(url, response.headers.get('ETag'));
    return kept === undefined ? 'ask-again' : { data: kept.data, meta: { etag: kept.tag } };
  }
  const bodyText = await response.text();
  const etag = response.headers.get('ETag');
  const withTag = etag === null ? {} : { meta: { etag } };
  if (response.status === 401) validated.clear();
  if (response.ok) {
    const data = parseSuccessBody(bodyText);
    if (isRead(method)) validated.keep(url, etag, data);
    else if (changesSession(request, method)) validated.clear();
    return { data, ...withTag };
  }
  if (isRead(method)) validated.forget(url);
  if (response.status === 401 && request.on401 === 'null' && isRead(method)) {
    return { data: null, meta: { refused: { reason: sessionEndReasonOf(parseErrorBody(bodyText)) } } };
  }
  const error: TransportError = {
    status: response.status,
    message: `${response.status}: ${bodyText || response.statusText}`,
    data: parseErrorBody(bodyText),
  };
  // A 412's ETag is the entity's version now: a write made over what the 412 shows sends it.
  if (etag !== null) error.etag = etag;
  return { error, ...withTag };
}

/** The reason an error body names for the end of the session, if any (a known one only). */
function sessionEndReasonOf(body: ErrorBody | null): SessionEndReason | null {
  const reason: unknown = body?.reason;
  return isSessionEndReason(reason) ? reason : null;
}

/** A 401 meaning the session the call was made with is no longer there. */
function endsSession(request: TransportRequest, method: HttpMethod, error: TransportError): boolean {
  if (error.status !== 401 || changesSession(request, method)) return false;
  return !(isRead(method) && request.on401 === 'null');
}

/** The request's headers with If-None-Match set to the tag kept for the address, or without it. */
function withValidator(init: RequestInit, tag: string | undefined): RequestInit {
  const headers = { ...(init.headers as Record<string, string>) };
  delete headers['If-None-Match'];
  if (tag !== undefined) headers['If-None-Match'] = tag;
  return { ...init, headers };
}

/**
 * The one transport of the portal (docs/PRODUCT.md sections 7 and 8): cookies on every call, JSON only with a
 * payload, no-cache headers for bookings, 'status: body' errors, the read and write retry rules, and a
 * hook for what follows a failed write (a stale write's 412 is not one). Reads revalidate: the last
 * answer's ETag goes out as If-None-Match and a 304 yields the data kept with it (see
 * validated-answers.ts). Every answer's ETag is in the result's meta; a write's `ifMatch` goes out as
 * If-Match.
 */
export function createTransportBaseQuery(
  options: TransportOptions = {},
): BaseQueryFn<TransportRequest | string, unknown, TransportError, object, TransportMeta> {
  const {
    baseUrl = '',
    wait = waitFor,
    onWriteFailed,
    onSessionEnded,
    validatedAnswers = createValidatedAnswers(),
  } = options;

  return async (requestOrPath, api) => {
    const request: TransportRequest =
      typeof requestOrPath === 'string' ? { url: requestOrPath } : requestOrPath;
    const method = request.method ?? 'GET';
    const url = `${baseUrl}${request.url}`;
    const built = buildInit(request, method, api.signal);
    let init = isRead(method) ? withValidator(built, validatedAnswers.tagOf(url)) : built;
    const mayRetry = isRead(method) ? shouldRetryRead : shouldRetryWrite;

    let retriesDone = 0;
    for (;;) {
      const attempt = await attemptOnce(url, init, request, validatedAnswers);
      if (attempt === 'ask-again') {
        // Only once: a 304 to a request without If-None-Match names nothing this transport holds.
        if (!('If-None-Match' in (init.headers as Record<string, string>)))
          return { error: { status: 304, message: '304: Not Modified', data: null } };
        init = withValidator(built, undefined);
        continue;
      }
      if ('data' in attempt) return attempt;
      if (api.signal.aborted || !mayRetry(attempt.error.message, retriesDone)) {
        if (endsSession(request, method, attempt.error))
          onSessionEnded?.(api, sessionEndReasonOf(attempt.error.data));
        // A stale write (412) is no fault: nothing was written, and its dialog shows what changed.
        if (!isRead(method) && !isStaleWrite(attempt.error)) onWriteFailed?.(api, request, attempt.error);
        return attempt;
      }
      retriesDone += 1;
      await wait(retryDelayMs(retriesDone));
    }
  };
}

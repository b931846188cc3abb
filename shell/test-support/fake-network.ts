/**
 * A fake of the network for jsdom tests: each test says what the server answers per method and path,
 * the code under test calls the real global `fetch`, and every request is recorded so tests can assert
 * on what went over the wire (headers, credentials, body). Nothing reaches a real server.
 */

export type FakeAnswer =
  | { status: number; body?: unknown; statusText?: string; headers?: Record<string, string> }
  /** The request never reaches a server: fetch rejects as browsers do ("Failed to fetch"). */
  | 'network-error'
  /** The server never answers (until the request is aborted). */
  | 'pending';

export type FakeResponder = FakeAnswer | FakeAnswer[] | ((request: RecordedRequest) => FakeAnswer);

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. '/api/bookings?from=2025-01-01'. */
  url: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: string | null;
}

interface FakeRoute {
  method: string;
  path: string;
  responder: FakeResponder;
  answered: number;
}

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function toUrl(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  if (typeof input === 'string') return new URL(input, window.location.origin);
  return new URL(input.url, window.location.origin);
}

function bodyText(body: BodyInit | null | undefined): string | null {
  if (body === undefined || body === null) return null;
  return typeof body === 'string' ? body : String(body);
}

function toResponse(answer: Exclude<FakeAnswer, 'network-error' | 'pending'>): Response {
  const hasBody = answer.body !== undefined && answer.status !== 204;
  const text = !hasBody ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const headers = new Headers(answer.headers);
  if (text !== null && typeof answer.body !== 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return new Response(text, {
    status: answer.status,
    statusText: answer.statusText ?? STATUS_TEXTS[answer.status] ?? '',
    headers,
  });
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export class FakeNetwork {
  private routes: FakeRoute[] = [];
  readonly requests: RecordedRequest[] = [];

  /** Answers `method path` (query ignored unless `path` has one); a later `on` for the same call wins. */
  on(method: string, path: string, responder: FakeResponder): this {
    this.routes.unshift({ method: method.toUpperCase(), path, responder, answered: 0 });
    return this;
  }

  /** The recorded requests of one call, oldest first. */
  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter(
      (request) => request.method === method.toUpperCase() && (request.path === path || request.url === path),
    );
  }

  reset(): void {
    this.routes = [];
    this.requests.length = 0;
  }

  readonly fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // As in browsers, an aborted request is refused before anything goes over the wire.
    if (init.signal?.aborted === true) return Promise.reject(abortError());
    const url = toUrl(input);
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: bodyText(init.body),
    };
    this.requests.push(request);

    const answer = this.answerFor(request);
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'pending') return this.neverAnswered(init.signal);
    return Promise.resolve(toResponse(answer));
  };

  private answerFor(request: RecordedRequest): FakeAnswer {
    const route = this.routes.find(
      (candidate) =>
        candidate.method === request.method &&
        (candidate.path.includes('?') ? candidate.path === request.url : candidate.path === request.path),
    );
    if (route === undefined) {
      return { status: 404, body: { message: `No fake answer for ${request.method} ${request.url}` } };
    }
    const { responder } = route;
    route.answered += 1;
    if (typeof responder === 'function') return responder(request);
    if (Array.isArray(responder)) {
      // A sequence answers in order and then keeps giving its last answer.
      return responder[Math.min(route.answered, responder.length) - 1] ?? { status: 500 };
    }
    return responder;
  }

  private neverAnswered(signal: AbortSignal | null | undefined): Promise<Response> {
    return new Promise((_, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()));
    });
  }
}

/** The one fake network of a test file; setup-tests.ts installs it as `fetch` and resets it before each test. */
export const fakeNetwork = new FakeNetwork();

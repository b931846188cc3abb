import { API_PATHS } from '../contract';
import { DEMO_PASSWORD } from '../modules/identity';

/**
 * A request with no answer after this long counts as hung. The API's own limits are far below it
 * (2 s to get a connection, 5 s per statement), so reaching it means something never returns.
 */
const HANG_LIMIT_MS = 15_000;

export type Outcome =
  | { kind: 'answer'; status: number; body: unknown }
  /** The connection failed or was cut before a complete answer (refused, reset, closed). */
  | { kind: 'network-error'; error: string }
  | { kind: 'hung' };

interface PortalRequest {
  cookie?: string;
  body?: unknown;
}

export interface PortalClient {
  request(method: 'GET' | 'POST', path: string, options?: PortalRequest): Promise<Outcome>;
  /** Signs in as a demo account and returns the Cookie header value of its session. */
  signIn(email: string): Promise<string>;
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

/** Real HTTP (fetch) to a running portal, the way its own pages call it (same Origin, session cookie). */
export function portalClient(baseUrl: string): PortalClient {
  const request: PortalClient['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { Origin: baseUrl, Accept: 'application/json' };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(HANG_LIMIT_MS),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { kind: 'answer', status: response.status, body };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') return { kind: 'hung' };
      return { kind: 'network-error', error: causeOf(error) };
    }
  };

  return {
    request,
    async signIn(email) {
      const response = await fetch(`${baseUrl}${API_PATHS.login}`, {
        method: 'POST',
        headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        signal: AbortSignal.timeout(HANG_LIMIT_MS),
      });
      if (response.status !== 200)
        throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      const pairs = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .filter((pair) => pair.startsWith('bp_session=') || pair.startsWith('bp_session.sig='));
      if (pairs.length !== 2) throw new Error(`no signed session cookie for ${email}`);
      return pairs.join('; ');
    },
  };
}

/** 'answer 503', 'network-error', 'hung': how outcomes are counted and shown in failure messages. */
export function outcomeLabel(outcome: Outcome): string {
  return outcome.kind === 'answer' ? `answer ${outcome.status}` : outcome.kind;
}

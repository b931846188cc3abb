import {
  API_PATHS,
  isStaleWriteBody,
  type PerformerPageDto,
  type PerformerUnavailabilityDto,
  type PerformerUnavailabilityInput,
  type StaleWriteBody,
} from '@booking-portal/api/contract';

/**
 * The performer page's calls, with plain fetch: the page's token rides in `Authorization: Bearer`
 * and is its only credential, so no cookie is sent (credentials 'omit') and none could matter.
 */

/** The token names no page: wrong, replaced, or the performer is gone (the server says only 404). */
export class PageNotFoundError extends Error {
  override name = 'PageNotFoundError';
}

/** The server refused the input: its problems, each naming a field of the body. */
export class PageInputError extends Error {
  override name = 'PageInputError';

  constructor(
    message: string,
    readonly problems: readonly { path: string; message: string }[],
  ) {
    super(message);
  }
}

/**
 * The write was made from a version someone changed or removed since the page read it (412): nothing
 * was written; the body says so in the server's words, with who saved it last and when.
 */
export class PageStaleWriteError extends Error {
  override name = 'PageStaleWriteError';

  constructor(readonly stale: StaleWriteBody<PerformerUnavailabilityDto>) {
    super(stale.message);
  }
}

/** Anything else: the server failed, limited the calls, or could not be reached. */
class PageCallError extends Error {
  override name = 'PageCallError';
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' ? body.message : null;
}

function problemsOf(body: unknown): { path: string; message: string }[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return [];
  return body.errors.flatMap((entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    'path' in entry &&
    'message' in entry &&
    typeof entry.path === 'string' &&
    typeof entry.message === 'string'
      ? [{ path: entry.path, message: entry.message }]
      : [],
  );
}

async function call(
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; signal?: AbortSignal; ifMatch?: string } = {},
): Promise<Response> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...(options.ifMatch === undefined ? {} : { 'If-Match': options.ifMatch }),
      },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PageCallError('The portal could not be reached');
  }
  if (response.ok) return response;
  if (response.status === 404) throw new PageNotFoundError();
  const body: unknown = await response.json().catch(() => null);
  const message = messageOf(body) ?? `${response.status}: ${response.statusText}`;
  if (response.status === 400) throw new PageInputError(message, problemsOf(body));
  if (response.status === 412 && isStaleWriteBody(body))
    throw new PageStaleWriteError(body as StaleWriteBody<PerformerUnavailabilityDto>);
  throw new PageCallError(message);
}

export async function fetchPerformerPage(token: string, signal?: AbortSignal): Promise<PerformerPageDto> {
  const response = await call(token, 'GET', API_PATHS.performerPage, signal ? { signal } : {});
  return (await response.json()) as PerformerPageDto;
}

export async function addUnavailability(
  token: string,
  input: PerformerUnavailabilityInput,
): Promise<PerformerUnavailabilityDto> {
  const response = await call(token, 'POST', API_PATHS.performerPageUnavailability, { body: input });
  return (await response.json()) as PerformerUnavailabilityDto;
}

/**
 * Removes a period as the page read it: its version goes as If-Match (PageStaleWriteError when it was
 * changed or removed since); a period listed without one (an older API) is removed as before.
 */
export async function removeUnavailability(
  token: string,
  period: Pick<PerformerUnavailabilityDto, 'id' | 'version'>,
): Promise<void> {
  await call(
    token,
    'DELETE',
    API_PATHS.performerPageUnavailabilityPeriod(period.id),
    period.version === undefined ? {} : { ifMatch: period.version },
  );
}

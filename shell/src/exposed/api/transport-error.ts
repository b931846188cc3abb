import type { ErrorBody } from '@booking-portal/api/contract';

/** What every failed call of the base API yields (docs/PRODUCT.md section 8, Transport). */
export interface TransportError {
  /** The HTTP status, or 'FETCH_ERROR' when no answer arrived at all. */
  status: number | 'FETCH_ERROR';
  /** `${status}: ${bodyText || statusText}` for an HTTP answer; the fetch failure's own message otherwise. */
  message: string;
  /** The API's error body when the answer carried one, so screens can show the server's own message. */
  data: ErrorBody | null;
}

export function isTransportError(value: unknown): value is TransportError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<TransportError>;
  return (
    (typeof candidate.status === 'number' || candidate.status === 'FETCH_ERROR') &&
    typeof candidate.message === 'string'
  );
}

/**
 * The text a toast shows for a failed call: the server's message when it sent one, else the transport
 * message, else the screen's own fallback (e.g. 'Failed to log out').
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (isTransportError(error)) {
    const serverMessage = error.data?.message;
    if (serverMessage !== undefined && serverMessage.trim() !== '') return serverMessage;
    if (error.message.trim() !== '') return error.message;
    return fallback;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

export function parseErrorBody(bodyText: string): ErrorBody | null {
  if (bodyText === '') return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as ErrorBody).message === 'string') {
      return parsed as ErrorBody;
    }
    return null;
  } catch {
    return null;
  }
}

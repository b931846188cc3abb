import { isStaleWriteBody, type ErrorBody, type StaleWriteBody } from '@booking-portal/api/contract';

/** What every failed call of the base API yields (docs/PRODUCT.md section 8, Transport). */
export interface TransportError {
  /** The HTTP status, or 'FETCH_ERROR' when no answer arrived at all. */
  status: number | 'FETCH_ERROR';
  /** `${status}: ${bodyText || statusText}` for an HTTP answer; the fetch failure's own message otherwise. */
  message: string;
  /** The API's error body when the answer carried one, so screens can show the server's own message. */
  data: ErrorBody | null;
  /** The answer's ETag: a 412's is the entity's version now (see staleWriteOf). */
  etag?: string;
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

/** A write refused because the entity changed since its writer read it (412, api/src/contract/stale-write.ts). */
export function isStaleWrite(error: TransportError): boolean {
  return error.status === 412;
}

/** A stale write's answer: the entity now, who saved it when, and the ETag a write over it sends. */
export interface StaleWrite<Entity> {
  body: StaleWriteBody<Entity>;
  /** The entity's version now; null when it was deleted since. */
  etag: string | null;
}

/**
 * The 412 a write was refused with, or null for any other failure. `Entity` is what the endpoint's
 * single read answers; the server sends the entity in that same shape.
 */
export function staleWriteOf<Entity>(error: unknown): StaleWrite<Entity> | null {
  if (!isTransportError(error) || !isStaleWrite(error) || !isStaleWriteBody(error.data)) return null;
  return { body: error.data as StaleWriteBody<Entity>, etag: error.etag ?? null };
}

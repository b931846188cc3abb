import { isTransportError } from '@booking-portal/shell/runtime';

/** What a screen needs from a failed call: the HTTP status and the server's own words, if any. */
export interface ServerError {
  /** HTTP status, or null when no answer came (network failure). */
  status: number | null;
  /** The error body's message (docs/ARCHITECTURE.md section 4), or null. */
  message: string | null;
  /** Messages of the error body's per-field errors, in order. */
  fieldMessages: string[];
}

/** Reads a failed call of the shell's base API. */
export function readServerError(error: unknown): ServerError {
  if (!isTransportError(error)) return { status: null, message: null, fieldMessages: [] };
  const body = error.data;
  const message = body !== null && body.message.trim() !== '' ? body.message : null;
  return {
    status: typeof error.status === 'number' ? error.status : null,
    message,
    fieldMessages: body?.errors?.map((fieldError) => fieldError.message) ?? [],
  };
}

import { AUTH_MESSAGES } from '@booking-portal/api/contract';
import { readServerError } from '../auth-form';

/**
 * The registration error text (docs/PRODUCT.md section 8): the already-registered text for a conflict;
 * for any other refusal the server's own reason, field rule first (e.g. the stricter password rule of
 * docs/ARCHITECTURE.md section 7, or 'Email not found...'); the generic text when the server failed or
 * could not be reached.
 */
export function registerFailureMessage(error: unknown): string {
  const { status, message, fieldMessages } = readServerError(error);
  if (status === 409) return AUTH_MESSAGES.alreadyRegistered;
  const isRefusal = status !== null && status >= 400 && status < 500;
  const reason = fieldMessages[0] ?? message;
  return isRefusal && reason !== null ? reason : AUTH_MESSAGES.registrationFailed;
}

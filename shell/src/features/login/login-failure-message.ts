import { AUTH_MESSAGES } from '@booking-portal/api/contract';
import { readServerError } from '../auth-form';

/**
 * The 'Login failed' toast text: the server's own message (docs/PRODUCT.md section 8 lists the ones the
 * API sends: no account, incorrect password, too many attempts, disabled, locked), or the generic
 * one when no server answered.
 */
export function loginFailureMessage(error: unknown): string {
  return readServerError(error).message ?? AUTH_MESSAGES.loginFailed;
}

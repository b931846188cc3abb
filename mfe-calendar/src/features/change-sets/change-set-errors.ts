import type {
  ChangeSetItemResultDto,
  ChangeSetRefusedBody,
  ChangeSetStaleBody,
  StaleItemDto,
} from '@booking-portal/api/contract';
import { isTransportError } from '@booking-portal/shell/runtime';

/** The 409 body of a change set refused as a whole (nothing written), or null for any other failure. */
export function refusalOf(error: unknown): ChangeSetRefusedBody | null {
  if (!isTransportError(error) || error.status !== 409 || error.data === null) return null;
  const { message, items } = error.data as { message: string; items?: unknown };
  return Array.isArray(items) ? { message, items: items as ChangeSetItemResultDto[] } : null;
}

/** The 412 body of an apply refused because bookings changed since its preview, or null for any other failure. */
export function staleRefusalOf(error: unknown): ChangeSetStaleBody | null {
  if (!isTransportError(error) || error.status !== 412 || error.data === null) return null;
  const { message, changed } = error.data as { message: string; changed?: unknown };
  return Array.isArray(changed) ? { message, changed: changed as StaleItemDto[] } : null;
}

/** The server's own message when it sent one, else the action's failure text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  const message = isTransportError(error) ? error.data?.message?.trim() : undefined;
  return message === undefined || message === '' ? fallback : message;
}

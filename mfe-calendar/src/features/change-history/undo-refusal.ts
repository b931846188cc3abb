import {
  BOOKING_MESSAGES,
  type ChangeSetDto,
  type UndoRefusedBody,
  type UntouchableItemDto,
} from '@booking-portal/api/contract';
import { isTransportError } from '@booking-portal/shell/runtime';

/** A refused undo, kept with the change set it was for so the user can undo the untouched items. */
export interface UndoRefusal {
  changeSet: ChangeSetDto;
  message: string;
  touched: UntouchableItemDto[];
}

function isUntouchableItem(value: unknown): value is UntouchableItemDto {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<UntouchableItemDto>;
  return (
    typeof item.bookingId === 'number' && typeof item.title === 'string' && typeof item.date === 'string'
  );
}

/**
 * The 409 body of an undo the server refused because someone changed its bookings since, or null for
 * any other failure (a 409 of the availability rule carries no `touched` list).
 */
export function undoRefusedBodyOf(error: unknown): UndoRefusedBody | null {
  if (!isTransportError(error) || error.status !== 409 || error.data === null) return null;
  const { touched } = error.data as { touched?: unknown };
  if (!Array.isArray(touched) || !touched.every(isUntouchableItem)) return null;
  return { message: error.data.message, touched };
}

/** Whether some of the change set's bookings are as it left them, so 'Undo the others' has work to do. */
export function hasUntouchedItems(refusal: UndoRefusal): boolean {
  return refusal.changeSet.itemCount > refusal.touched.length;
}

/**
 * What the 'Error' toast of a failed undo says: the server's own message for a request it turned down
 * (too old, already undone, a department migration), the spec's undo failure otherwise (a server
 * error's message is not written for people, and no answer carries none).
 */
export function undoFailureText(error: unknown): string {
  if (!isTransportError(error) || error.status === 'FETCH_ERROR' || error.status >= 500) {
    return BOOKING_MESSAGES.undoMoveFailed;
  }
  const serverMessage = error.data?.message.trim();
  return serverMessage === undefined || serverMessage === ''
    ? BOOKING_MESSAGES.undoMoveFailed
    : serverMessage;
}

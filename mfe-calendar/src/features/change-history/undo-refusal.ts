import {
  BOOKING_MESSAGES,
  type ChangeSetDto,
  type ChangeSetResultDto,
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

const bookingsCount = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

/**
 * The success toast of an undo. A whole change set undone reads 'Undone: Last action has been undone.';
 * 'Undo the others' (`onlyUntouched`) leaves the bookings changed since as they are, and the toast
 * says how many of the change set's bookings were undone: 'Undone: 1 of 2 bookings; 1 changed by
 * someone else since was left as it is.'
 */
export function undoneToastTitle(
  undone: Pick<ChangeSetDto, 'itemCount'>,
  result: ChangeSetResultDto,
  onlyUntouched: boolean,
): string {
  const total = undone.itemCount;
  const undoneCount =
    result.changeSet?.itemCount ?? result.items.filter(({ outcome }) => outcome === 'applied').length;
  if (!onlyUntouched || undoneCount >= total) return BOOKING_MESSAGES.undone;
  const left = total - undoneCount;
  const leftAsIs = left === 1 ? 'was left as it is' : 'were left as they are';
  return `Undone: ${undoneCount} of ${bookingsCount(total)}; ${left} changed by someone else since ${leftAsIs}.`;
}

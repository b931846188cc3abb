import {
  changedFieldsOf,
  fieldChangeLine,
  type ChangeSetItemDto,
  type SnapshotNames,
} from '@booking-portal/api/contract';

/**
 * What one change did to the booking, line by line: 'Created' or 'Deleted' said plainly, otherwise
 * each changed field, 'Status: pending → confirmed' (compared as stored: 122 and 120 minutes are a
 * change even though both read '2 hours').
 */
export function bookingFieldChanges(item: ChangeSetItemDto, names: SnapshotNames): string[] {
  const { before, after } = item;
  if (before === null) return ['Created'];
  if (after === null) return ['Deleted'];
  return changedFieldsOf(before, after).map((change) => fieldChangeLine(change, names));
}

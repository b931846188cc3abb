import {
  CHANGE_FIELD_LABELS,
  changedFieldsOf,
  changeValueText,
  type BookingSnapshotDto,
  type BookingSnapshotField,
  type ChangeSetItemDto,
  type SnapshotNames,
} from '@booking-portal/api/contract';

/** One field an item changed, as a person reads it: 'Status', 'pending' → 'confirmed'. */
interface FieldChangeLine {
  field: BookingSnapshotField;
  label: string;
  from: string;
  to: string;
}

/** What a change set did to one booking: created or deleted it, or changed these fields. */
export type ItemChange =
  { kind: 'created' } | { kind: 'deleted' } | { kind: 'updated'; fields: FieldChangeLine[] };

/** The fields an update changed, in the server's order; none for a create or a delete. */
export function changedFieldsOfItem({ before, after }: ChangeSetItemDto): BookingSnapshotField[] {
  if (before === null || after === null) return [];
  return changedFieldsOf(before, after).map((change) => change.field);
}

/** What the item did to its booking: only the fields that differ, each from its old to its new value. */
export function itemChangeOf(item: ChangeSetItemDto, names: SnapshotNames): ItemChange {
  const { before, after } = item;
  if (before === null) return { kind: 'created' };
  if (after === null) return { kind: 'deleted' };
  return {
    kind: 'updated',
    fields: changedFieldsOf(before, after).map((change) => ({
      field: change.field,
      label: CHANGE_FIELD_LABELS[change.field],
      from: changeValueText(change.field, change.old, names),
      to: changeValueText(change.field, change.new, names),
    })),
  };
}

/** The booking an item is about, as the log names it: its values after the change, or before a delete. */
export function itemBookingOf(item: ChangeSetItemDto): BookingSnapshotDto | null {
  return item.after ?? item.before;
}

import { changedFieldsOf, type BookingSnapshotDto, type ChangeSetKind } from '../../contract';

/** What only a move changes: the day and the start (drag and drop, its keyboard and dialog equivalents). */
const MOVE_FIELDS: readonly string[] = ['date', 'time'];

/**
 * The kind of change set a single edit of a booking records: a move when only its date or start
 * changed, a finalize or a make pending when only its status did, an edit otherwise.
 */
export function editKindOf(before: BookingSnapshotDto, after: BookingSnapshotDto): ChangeSetKind {
  const fields = changedFieldsOf(before, after).map((change) => change.field);
  if (fields.length > 0 && fields.every((field) => MOVE_FIELDS.includes(field))) return 'move';
  if (fields.length === 1 && fields[0] === 'status')
    return after.status === 'confirmed' ? 'finalize' : 'make_pending';
  return 'edit';
}

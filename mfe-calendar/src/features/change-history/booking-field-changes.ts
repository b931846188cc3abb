import {
  durationLabel,
  timeLabel,
  type BookingSnapshotDto,
  type BookingSnapshotField,
  type BookingSnapshotPerformer,
  type ChangedFieldDto,
  type ChangeSetItemDto,
} from '@booking-portal/api/contract';
import { mediumDateLabel } from '../booking-presentation';

/** Names of what a snapshot refers to by id, as far as the calendar knows them. */
export interface SnapshotNames {
  performers: ReadonlyMap<number, string>;
  organizations: ReadonlyMap<number, string>;
}

const NO_NAMES: SnapshotNames = { performers: new Map(), organizations: new Map() };

/** Each field of a booking a change can touch, as people read it, in the server's order. */
const FIELD_LABELS: Readonly<Record<BookingSnapshotField, string>> = {
  title: 'Title',
  date: 'Date',
  time: 'Time',
  duration: 'Duration',
  notes: 'Notes',
  department: 'Department',
  ensemble: 'Ensemble',
  status: 'Status',
  organizationId: 'Organization',
  performers: 'Performers',
};

const NOTHING = 'none';

function performersText(performers: readonly BookingSnapshotPerformer[], names: SnapshotNames): string {
  return performers
    .map(({ performerId, instrument }) => {
      const name = names.performers.get(performerId) ?? `Performer ${performerId}`;
      return `${name} (${instrument})`;
    })
    .join(', ');
}

/** A field's value as people read it: 'Nov 16, 2026', '7:00 PM', '1.5 hours', 'Ana Reyes (piano)', 'none'. */
function valueText(field: BookingSnapshotField, value: ChangedFieldDto['old'], names: SnapshotNames): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return NOTHING;
  if (Array.isArray(value)) return performersText(value, names);
  if (field === 'date' && typeof value === 'string') return mediumDateLabel(value);
  if (field === 'time' && typeof value === 'string') return timeLabel(value);
  if (field === 'duration' && typeof value === 'number') return durationLabel(value);
  if (field === 'organizationId' && typeof value === 'number') {
    return names.organizations.get(value) ?? `Organization ${value}`;
  }
  return String(value);
}

/** One changed field as a line: 'Status: pending → confirmed'. */
export function fieldChangeLine(change: ChangedFieldDto, names: SnapshotNames = NO_NAMES): string {
  const { field } = change;
  return `${FIELD_LABELS[field]}: ${valueText(field, change.old, names)} → ${valueText(field, change.new, names)}`;
}

/** The fields two snapshots differ in, compared as stored (122 and 120 minutes both read '2 hours'). */
function changedFields(before: BookingSnapshotDto, after: BookingSnapshotDto): ChangedFieldDto[] {
  return (Object.keys(FIELD_LABELS) as BookingSnapshotField[])
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, old: before[field], new: after[field] }));
}

/**
 * What one change did to the booking, line by line: 'Created' or 'Deleted' said plainly, otherwise
 * each changed field, 'Status: pending → confirmed'.
 */
export function bookingFieldChanges(item: ChangeSetItemDto, names: SnapshotNames): string[] {
  const { before, after } = item;
  if (before === null) return ['Created'];
  if (after === null) return ['Deleted'];
  return changedFields(before, after).map((change) => fieldChangeLine(change, names));
}

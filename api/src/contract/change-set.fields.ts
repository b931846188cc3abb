import type {
  BookingSnapshotDto,
  BookingSnapshotField,
  BookingSnapshotPerformer,
  ChangedFieldDto,
} from './change-set.dto';
import { durationLabel, timeLabel } from './booking.time';
import { formatMediumDayLabel } from './date-time.format';

/** Each field of a booking a change can touch, as people read it, in the order a change lists them. */
export const CHANGE_FIELD_LABELS: Readonly<Record<BookingSnapshotField, string>> = {
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

const CHANGE_FIELDS = Object.keys(CHANGE_FIELD_LABELS) as BookingSnapshotField[];

/**
 * The fields two snapshots differ in (every field of a create or a delete), compared as stored values:
 * the server's change lists and every screen showing one agree on what changed.
 */
export function changedFieldsOf(
  before: BookingSnapshotDto | null,
  after: BookingSnapshotDto | null,
): ChangedFieldDto[] {
  const valueOf = (snapshot: BookingSnapshotDto | null, field: BookingSnapshotField) =>
    snapshot === null ? null : snapshot[field];
  return CHANGE_FIELDS.filter(
    (field) => JSON.stringify(valueOf(before, field)) !== JSON.stringify(valueOf(after, field)),
  ).map((field) => ({ field, old: valueOf(before, field), new: valueOf(after, field) }));
}

/** Names of what a snapshot refers to by id, as far as the screen knows them (undefined: not known). */
export interface SnapshotNames {
  performer(performerId: number): string | undefined;
  organization(organizationId: number): string | undefined;
}

const NO_SNAPSHOT_NAMES: SnapshotNames = {
  performer: () => undefined,
  organization: () => undefined,
};

const NOTHING = 'none';

/** 'Nov 16, 2026' of a booking's yyyy-MM-dd date. */
export function snapshotDateLabel(date: string): string {
  return formatMediumDayLabel(date);
}

function performersText(performers: readonly BookingSnapshotPerformer[], names: SnapshotNames): string {
  return performers
    .map(({ performerId, instrument }) => {
      const name = names.performer(performerId) ?? `Performer ${performerId}`;
      return `${name} (${instrument})`;
    })
    .join(', ');
}

/** A field's value as people read it: 'Nov 16, 2026', '7:00 PM', '1.5 hours', 'Ana Reyes (piano)', 'none'. */
export function changeValueText(
  field: BookingSnapshotField,
  value: ChangedFieldDto['old'],
  names: SnapshotNames = NO_SNAPSHOT_NAMES,
): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return NOTHING;
  if (Array.isArray(value)) return performersText(value, names);
  if (field === 'date' && typeof value === 'string') return snapshotDateLabel(value);
  if (field === 'time' && typeof value === 'string') return timeLabel(value);
  if (field === 'duration' && typeof value === 'number') return durationLabel(value);
  if (field === 'organizationId' && typeof value === 'number')
    return names.organization(value) ?? `Organization ${value}`;
  return String(value);
}

/** One changed field as a line: 'Status: pending → confirmed'. */
export function fieldChangeLine(change: ChangedFieldDto, names: SnapshotNames = NO_SNAPSHOT_NAMES): string {
  const { field } = change;
  return `${CHANGE_FIELD_LABELS[field]}: ${changeValueText(field, change.old, names)} → ${changeValueText(field, change.new, names)}`;
}

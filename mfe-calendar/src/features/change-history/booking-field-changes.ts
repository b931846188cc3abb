import {
  durationLabel,
  timeLabel,
  type BookingSnapshotDto,
  type BookingSnapshotField,
  type ChangeSetItemDto,
} from '@booking-portal/api/contract';
import { mediumDateLabel } from '../booking-presentation';

/** Names of what a snapshot refers to by id, as far as the calendar knows them. */
export interface SnapshotNames {
  performers: ReadonlyMap<number, string>;
  organizations: ReadonlyMap<number, string>;
}

/** Each field of a booking a change can touch, as the History labels it, in the server's order. */
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

function fieldValueText(
  snapshot: BookingSnapshotDto,
  field: BookingSnapshotField,
  names: SnapshotNames,
): string {
  switch (field) {
    case 'date':
      return mediumDateLabel(snapshot.date);
    case 'time':
      return timeLabel(snapshot.time);
    case 'duration':
      return durationLabel(snapshot.duration);
    case 'organizationId': {
      const id = snapshot.organizationId;
      return id === null ? NOTHING : (names.organizations.get(id) ?? `Organization ${id}`);
    }
    case 'performers':
      return snapshot.performers.length === 0
        ? NOTHING
        : snapshot.performers
            .map(({ performerId, instrument }) => {
              const name = names.performers.get(performerId) ?? `Performer ${performerId}`;
              return `${name} (${instrument})`;
            })
            .join(', ');
    default: {
      const value = snapshot[field];
      return value === null || value === '' ? NOTHING : value;
    }
  }
}

/**
 * What one change did to the booking, line by line: 'Created' or 'Deleted' said plainly, otherwise
 * each field whose shown value differs, 'Status: pending → confirmed'.
 */
export function bookingFieldChanges(item: ChangeSetItemDto, names: SnapshotNames): string[] {
  const { before, after } = item;
  if (before === null) return ['Created'];
  if (after === null) return ['Deleted'];
  // Compared as stored, not as shown: 122 and 120 minutes both read '2 hours'.
  return (Object.keys(FIELD_LABELS) as BookingSnapshotField[])
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map(
      (field) =>
        `${FIELD_LABELS[field]}: ${fieldValueText(before, field, names)} → ${fieldValueText(after, field, names)}`,
    );
}

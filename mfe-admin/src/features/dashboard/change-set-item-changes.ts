import moment from 'moment';
import {
  durationLabel,
  timeLabel,
  type BookingSnapshotDto,
  type BookingSnapshotField,
  type BookingSnapshotPerformer,
  type ChangeSetItemDto,
} from '@booking-portal/api/contract';

/** The fields of a booking a change lists, in the order the server's change lists them, with their labels. */
const FIELD_LABELS: readonly (readonly [field: BookingSnapshotField, label: string])[] = [
  ['title', 'Title'],
  ['date', 'Date'],
  ['time', 'Time'],
  ['duration', 'Duration'],
  ['notes', 'Notes'],
  ['department', 'Department'],
  ['ensemble', 'Ensemble'],
  ['status', 'Status'],
  ['organizationId', 'Organization'],
  ['performers', 'Performers'],
];

/** Names of what a booking refers to by id; undefined while unknown (not read yet, or deleted since). */
export interface ChangeNames {
  performer: (performerId: number) => string | undefined;
  organization: (organizationId: number) => string | undefined;
}

/** One field an item changed, as a person reads it: 'Status', 'pending' → 'confirmed'. */
export interface FieldChangeLine {
  field: BookingSnapshotField;
  label: string;
  from: string;
  to: string;
}

/** What a change set did to one booking: created or deleted it, or changed these fields. */
export type ItemChange =
  { kind: 'created' } | { kind: 'deleted' } | { kind: 'updated'; fields: FieldChangeLine[] };

const NONE = 'none';

/** 'Mar 14, 2026' of a booking's yyyy-MM-dd date (a calendar day, never shifted by a zone). */
export function bookingDateLabel(date: string): string {
  return moment(date, 'YYYY-MM-DD').format('MMM D, YYYY');
}

function performersText(performers: readonly BookingSnapshotPerformer[], names: ChangeNames): string {
  if (performers.length === 0) return NONE;
  return performers
    .map(({ performerId, instrument }) => {
      const name = names.performer(performerId) ?? `Performer ${performerId}`;
      return `${name} (${instrument})`;
    })
    .join(', ');
}

function valueText(snapshot: BookingSnapshotDto, field: BookingSnapshotField, names: ChangeNames): string {
  switch (field) {
    case 'date':
      return bookingDateLabel(snapshot.date);
    case 'time':
      return timeLabel(snapshot.time);
    case 'duration':
      return durationLabel(snapshot.duration);
    case 'organizationId':
      return snapshot.organizationId === null
        ? NONE
        : (names.organization(snapshot.organizationId) ?? `Organization ${snapshot.organizationId}`);
    case 'performers':
      return performersText(snapshot.performers, names);
    default: {
      const value = snapshot[field];
      return value === null || value === '' ? NONE : value;
    }
  }
}

/** Whether a field differs between the two sides: compared as JSON, as the server's changes are. */
function differs(
  before: BookingSnapshotDto,
  after: BookingSnapshotDto,
  field: BookingSnapshotField,
): boolean {
  return JSON.stringify(before[field]) !== JSON.stringify(after[field]);
}

/** The fields an update changed, in the server's order; none for a create or a delete. */
export function changedFieldsOfItem({ before, after }: ChangeSetItemDto): BookingSnapshotField[] {
  if (before === null || after === null) return [];
  return FIELD_LABELS.map(([field]) => field).filter((field) => differs(before, after, field));
}

/** What the item did to its booking: only the fields that differ, each from its old to its new value. */
export function itemChangeOf(item: ChangeSetItemDto, names: ChangeNames): ItemChange {
  const { before, after } = item;
  if (before === null) return { kind: 'created' };
  if (after === null) return { kind: 'deleted' };
  const changed = new Set(changedFieldsOfItem(item));
  return {
    kind: 'updated',
    fields: FIELD_LABELS.filter(([field]) => changed.has(field)).map(([field, label]) => ({
      field,
      label,
      from: valueText(before, field, names),
      to: valueText(after, field, names),
    })),
  };
}

/** The booking an item is about, as the log names it: its values after the change, or before a delete. */
export function itemBookingOf(item: ChangeSetItemDto): BookingSnapshotDto | null {
  return item.after ?? item.before;
}

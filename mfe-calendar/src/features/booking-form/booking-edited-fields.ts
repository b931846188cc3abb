import { CHANGE_FIELD_LABELS, changeValueText, timeLabel } from '@booking-portal/api/contract';
import type { EditedFields } from '@booking-portal/shell/runtime';
import type { BookingFormValues } from './booking-form-values';

/**
 * The booking form's fields as the "changed by a colleague" panel lists them, worded as a booking's
 * History words a change ('Status: pending → confirmed', 'Date: Nov 16, 2026 → Nov 17, 2026'); the
 * times are the form's own Start Time and End Time.
 */
export const BOOKING_EDITED_FIELDS: EditedFields<BookingFormValues> = [
  { key: 'date', label: CHANGE_FIELD_LABELS.date, format: (date) => changeValueText('date', date) },
  { key: 'startTime', label: 'Start Time', format: timeLabel },
  { key: 'endTime', label: 'End Time', format: timeLabel },
  {
    key: 'department',
    label: CHANGE_FIELD_LABELS.department,
    format: (department) => changeValueText('department', department),
  },
  {
    key: 'ensemble',
    label: CHANGE_FIELD_LABELS.ensemble,
    format: (ensemble) => changeValueText('ensemble', ensemble),
  },
  {
    key: 'performers',
    label: CHANGE_FIELD_LABELS.performers,
    format: (picks) =>
      changeValueText(
        'performers',
        picks.map(({ performerId, instrument }) => ({ performerId, instrument })),
        {
          performer: (id) => picks.find(({ performerId }) => performerId === id)?.name,
          organization: () => undefined,
        },
      ),
  },
  { key: 'notes', label: CHANGE_FIELD_LABELS.notes, format: (notes) => changeValueText('notes', notes) },
  {
    key: 'pending',
    label: CHANGE_FIELD_LABELS.status,
    format: (pending) => (pending ? 'pending' : 'confirmed'),
  },
];

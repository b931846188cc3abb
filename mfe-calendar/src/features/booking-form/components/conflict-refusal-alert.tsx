import type { PerformerConflictDto } from '@booking-portal/api/contract';
import { FormAlert, FormAlertTitle } from './form-alert';
import { CONFLICT_BLOCKED_TITLE, describeConflicts } from '../../bookings';

/** Why the organization's 'block' policy refused the write: each double-booked performer, one a line. */
export function ConflictRefusalAlert({ conflicts }: { conflicts: readonly PerformerConflictDto[] }) {
  return (
    <FormAlert role="alert">
      <FormAlertTitle>{CONFLICT_BLOCKED_TITLE}</FormAlertTitle>
      {describeConflicts(conflicts)}
    </FormAlert>
  );
}

import type { AvailabilityProblemDto } from '@booking-portal/api/contract';
import { FormAlert, FormAlertTitle } from './form-alert';
import { describeConflicts, problemsRefusalTitle } from '../../bookings';

/**
 * Why the organization's 'block' policy refused the write: each problem (a performer booked elsewhere
 * or unavailable, the venue closed), one a line.
 */
export function ConflictRefusalAlert({ conflicts }: { conflicts: readonly AvailabilityProblemDto[] }) {
  return (
    <FormAlert role="alert">
      <FormAlertTitle>{problemsRefusalTitle(conflicts)}</FormAlertTitle>
      {describeConflicts(conflicts)}
    </FormAlert>
  );
}

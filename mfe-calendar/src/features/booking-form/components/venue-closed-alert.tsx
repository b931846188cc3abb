import { AVAILABILITY_MESSAGES, type ClosedProblemDto } from '@booking-portal/api/contract';
import { describeProblem } from '../../bookings';
import { FormAlert, FormAlertTitle } from './form-alert';

/**
 * The venue's closures at the chosen time, above the form: 'The venue is closed at this time' and
 * each closure with its reason and days, before anything is sent.
 */
export function VenueClosedAlert({ closures }: { closures: readonly ClosedProblemDto[] }) {
  if (closures.length === 0) return null;
  return (
    <FormAlert role="alert">
      <FormAlertTitle>{AVAILABILITY_MESSAGES.venueClosedAtThisTime}</FormAlertTitle>
      {closures.map(describeProblem).join('\n')}
    </FormAlert>
  );
}

import { screen, waitFor, within } from '@testing-library/react';
import { answerPerformers, openBookingForm } from '../../../test-support/booking-form-fixtures';
import { answerAvailability, on, venueClosed } from '../../../test-support/availability-fixtures';

/** The form opens on Tuesday, March 10, 2026; these are added recurring dates. */
async function addRecurringDates(user: ReturnType<typeof openBookingForm>['user'], days: readonly string[]) {
  await user.click(screen.getByRole('checkbox', { name: 'Recurring booking' }));
  const extraDates = screen.getByRole('group', { name: 'Additional dates' });
  for (const day of days) await user.click(within(extraDates).getByRole('button', { name: day }));
}

describe("Create New Booking: the venue's closures above the form", () => {
  it('when only an added date is closed, then the banner names that date, not the main one', async () => {
    answerPerformers();
    answerAvailability([on('2026-03-19', venueClosed())]);
    const { user } = openBookingForm();
    await addRecurringDates(user, ['Thursday, March 12, 2026', 'Thursday, March 19, 2026']);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The venue is closed on Thu, Mar 19, 2026'));
    expect(alert).not.toHaveTextContent('The venue is closed at this time');
    expect(alert).toHaveTextContent('Lobby Bar: venue closed: Private event');
  });

  it('when the main date and an added date are closed, then the banner says so for the main one and names the other', async () => {
    answerPerformers();
    answerAvailability([on('2026-03-10', venueClosed()), on('2026-03-12', venueClosed())]);
    const { user } = openBookingForm();
    await addRecurringDates(user, ['Thursday, March 12, 2026']);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Also closed on Thu, Mar 12, 2026'));
    expect(alert).toHaveTextContent('The venue is closed at this time');
  });
});

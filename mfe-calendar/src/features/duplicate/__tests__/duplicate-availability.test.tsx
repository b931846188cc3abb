import { screen, waitFor, within } from '@testing-library/react';
import { AdvancedDuplicateDialog, QuickDuplicateDialog } from '..';
import {
  answerPerformers,
  bookingDto,
  DEPARTMENTS,
  renderDialog,
} from '../../../test-support/booking-form-fixtures';
import {
  answerAvailability,
  availabilityChecks,
  bookedHere,
  on,
  unavailable,
  venueClosed,
} from '../../../test-support/availability-fixtures';
import {
  answerChangeSets,
  changeSetBodies,
  changeSetResult,
  newBookingItem,
} from '../../../test-support/change-set-preview-fixtures';

/** The booking copied (bookingDto): Duo - Lobby Bar on March 10, 2026, 7:00 PM for 2 hours, Ana Reyes and Ben Ortiz. */
const BOOKING_ID = 7;

/** Ana unavailable on the 24th, Cara (not on the booking) busy on the 26th, the venue closed on the 31st. */
const PROBLEMS = [
  on('2026-03-24', unavailable()),
  on('2026-03-26', bookedHere()),
  on('2026-03-31', venueClosed()),
];

async function pickDates(user: ReturnType<typeof renderDialog>['user'], days: readonly string[]) {
  const calendar = screen.getByRole('group', { name: 'Target dates' });
  for (const day of days) await user.click(within(calendar).getByRole('button', { name: day }));
}

const TARGET_DAYS = ['Tuesday, March 24, 2026', 'Thursday, March 26, 2026', 'Tuesday, March 31, 2026'];

/** The dates listed with a problem, as their lines read. */
async function problemLines(count: number): Promise<(string | null)[]> {
  const list = screen.getByRole('group', { name: 'Availability on the chosen dates' });
  return waitFor(() => {
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(count);
    return lines.map((line) => line.textContent);
  });
}

describe('Quick Duplicate Booking: who is free on the target dates', () => {
  it('when target dates are picked, then one check covers them and the dates with a problem for the copies are listed', async () => {
    answerAvailability(PROBLEMS);
    const { user } = renderDialog(<QuickDuplicateDialog booking={bookingDto()} onClose={jest.fn()} />);

    await pickDates(user, TARGET_DAYS);

    expect(await problemLines(2)).toEqual([
      '⚠ Tue, Mar 24, 2026: Ana Reyes: unavailable: Holiday',
      '⚠ Tue, Mar 31, 2026: Lobby Bar: venue closed: Private event',
    ]);
    expect(availabilityChecks().at(-1)?.toString()).toBe(
      `organizationId=1&department=Lobby+Bar&dates=2026-03-24%2C2026-03-26%2C2026-03-31&time=19%3A00&duration=120&excludeBookingId=${BOOKING_ID}&shape=compact`,
    );
  });

  it('when the performers are not kept, then only the venue’s closure stands in the way', async () => {
    answerAvailability(PROBLEMS);
    const { user } = renderDialog(<QuickDuplicateDialog booking={bookingDto()} onClose={jest.fn()} />);
    await pickDates(user, TARGET_DAYS);
    await problemLines(2);

    await user.click(screen.getByRole('checkbox', { name: 'Keep performers' }));

    expect(await problemLines(1)).toEqual(['⚠ Tue, Mar 31, 2026: Lobby Bar: venue closed: Private event']);
  });

  it('when the block policy would refuse the copy for the venue’s closure, then the preview names the closure', async () => {
    answerAvailability([]);
    answerChangeSets({
      preview: {
        status: 200,
        body: changeSetResult(
          [newBookingItem(0, '2026-03-10', { problems: [venueClosed()], blocked: true })],
          '0 bookings would change; 1 with problems',
          true,
        ),
      },
    });
    const onClose = jest.fn();
    const { user } = renderDialog(<QuickDuplicateDialog booking={bookingDto()} onClose={onClose} />);
    await pickDates(user, ['Tuesday, March 10, 2026']);
    expect(await screen.findByText('No problems on the chosen dates')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Duplicate' }));

    const preview = screen.getByRole('dialog', { name: 'Duplicate Booking' });
    expect(await within(preview).findByText('Booking refused: venue closed')).toBeInTheDocument();
    expect(
      within(preview).getByText('Lobby Bar: venue closed: Private event (Tuesday, March 10, 2026, all day)'),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Create all copies' })).toBeDisabled();
    expect(changeSetBodies()).toEqual([
      expect.objectContaining({ action: 'duplicate', bookingId: BOOKING_ID, dryRun: true }),
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Advanced Duplicate Booking: who is free on the target dates', () => {
  it('when the copies get another time, duration and performers, then the check asks for them and marks the chosen performers', async () => {
    answerPerformers();
    answerAvailability((params) => (params.get('time') === '20:00' ? PROBLEMS : []));
    const { user } = renderDialog(
      <AdvancedDuplicateDialog booking={bookingDto()} departments={DEPARTMENTS} onClose={jest.fn()} />,
    );
    await pickDates(user, TARGET_DAYS);
    expect(await screen.findByText('No problems on the chosen dates')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '20:00');
    const duration = screen.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await user.clear(duration);
    await user.type(duration, '90');
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));
    const performers = screen.getByRole('group', { name: 'Performers' });
    await user.click(await within(performers).findByRole('checkbox', { name: 'Ben Ortiz' }));
    await user.click(within(performers).getByRole('checkbox', { name: 'Cara Lee' }));

    expect(await problemLines(3)).toEqual([
      '⚠ Tue, Mar 24, 2026: Ana Reyes: unavailable: Holiday',
      '⚠ Thu, Mar 26, 2026: Cara Lee: on another booking: Trio - DUSK',
      '⚠ Tue, Mar 31, 2026: Lobby Bar: venue closed: Private event',
    ]);
    expect(within(performers).getByRole('checkbox', { name: 'Cara Lee' })).toHaveAccessibleDescription(
      'Thu, Mar 26, 2026: on another booking: Trio - DUSK',
    );
    expect(within(performers).getByRole('checkbox', { name: 'Ben Ortiz' })).toHaveAccessibleDescription(
      'free',
    );
    const last = availabilityChecks().at(-1);
    expect([last?.get('time'), last?.get('duration'), last?.get('excludeBookingId')]).toEqual([
      '20:00',
      '90',
      '7',
    ]);
  });

  it('when performers are left blank, then their problems do not count', async () => {
    answerPerformers();
    answerAvailability(PROBLEMS);
    const { user } = renderDialog(
      <AdvancedDuplicateDialog booking={bookingDto()} departments={DEPARTMENTS} onClose={jest.fn()} />,
    );
    await pickDates(user, TARGET_DAYS);
    await problemLines(2);

    await user.click(screen.getByRole('checkbox', { name: 'Leave performers blank' }));

    expect(await problemLines(1)).toEqual(['⚠ Tue, Mar 31, 2026: Lobby Bar: venue closed: Private event']);
  });
});

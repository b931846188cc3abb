import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { QuickDuplicateDialog } from '..';
import {
  bookingDto,
  CONFLICT,
  CONFLICT_TEXT,
  renderDialog,
  requestBodies,
} from '../../../test-support/booking-form-fixtures';

const DUPLICATE_PATH = '/api/bookings/7/duplicate';
/** axe-core over a page with an open dialog is slow in jsdom on a busy two-core machine. */
const AXE_TIMEOUT_MS = 60_000;

function openQuickDuplicate() {
  const onClose = jest.fn();
  const rendered = renderDialog(<QuickDuplicateDialog booking={bookingDto()} onClose={onClose} />);
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Quick Duplicate Booking' }) };
}

const duplicateButton = () => screen.getByRole('button', { name: 'Duplicate' });

describe('Quick Duplicate Booking', () => {
  it('when opened, then it names the booking, shows its month and waits for a date', () => {
    const { dialog } = openQuickDuplicate();

    expect(within(dialog).getByText('Duo - Lobby Bar')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Tuesday, March 10, 2026 · 7:00 PM - 9:00 PM · Lobby Bar'),
    ).toBeInTheDocument();
    const calendar = within(dialog).getByRole('group', { name: 'Target dates' });
    expect(within(calendar).getByText('March 2026')).toBeInTheDocument();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(within(calendar).getByText('Please select at least one date')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Keep performers' })).toBeChecked();
    expect(duplicateButton()).toBeDisabled();
  });

  it('when dates are picked, then it posts them in order and toasts the answer’s message', async () => {
    fakeNetwork.on('POST', DUPLICATE_PATH, {
      status: 201,
      body: { message: 'Booking duplicated to 2 dates', bookings: [], conflicts: [] },
    });
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('April 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thursday, April 2, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    expect(screen.queryByText('Please select at least one date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Keep performers' }));
    await user.click(duplicateButton());

    expect(await screen.findByText('Booking duplicated to 2 dates')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requestBodies('POST', DUPLICATE_PATH)).toEqual([
      { targetDates: ['2026-03-24', '2026-04-02'], keepPerformers: false },
    ]);
  });

  it(
    'when a date is picked, then axe finds no violations',
    async () => {
      const { user } = openQuickDuplicate();
      await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));

      await expectNoAxeViolations();
    },
    AXE_TIMEOUT_MS,
  );

  it('when the only date is unpicked, then Duplicate is disabled again', async () => {
    const { user } = openQuickDuplicate();
    const day = screen.getByRole('button', { name: 'Tuesday, March 24, 2026' });

    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(duplicateButton()).toBeEnabled();
    await user.click(day);

    expect(duplicateButton()).toBeDisabled();
    expect(screen.getByText('Please select at least one date')).toBeInTheDocument();
  });

  it('when the server refuses with a message, then the Error toast shows that message', async () => {
    fakeNetwork.on('POST', DUPLICATE_PATH, {
      status: 400,
      body: { message: 'Cannot duplicate to more than 60 dates at once' },
    });
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());

    expect(await screen.findByText('Cannot duplicate to more than 60 dates at once')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the duplicate fails without a message, then the Error toast says Failed to duplicate booking', async () => {
    fakeNetwork.on('POST', DUPLICATE_PATH, { status: 502 });
    const { user } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());

    expect(await screen.findByText('Failed to duplicate booking')).toBeInTheDocument();
  });

  it('when the copies double-book a performer under the warn policy, then the warning lists them', async () => {
    fakeNetwork.on('POST', DUPLICATE_PATH, {
      status: 201,
      body: { message: 'Booking duplicated to 1 date', bookings: [], conflicts: [CONFLICT] },
    });
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());

    expect(await screen.findByText('Booking duplicated to 1 date')).toBeInTheDocument();
    expect(screen.getByText('Performer already booked')).toBeInTheDocument();
    expect(screen.getByText(CONFLICT_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('when the block policy refuses the copies, then the dialog stays open with the conflicts', async () => {
    fakeNetwork.on('POST', DUPLICATE_PATH, {
      status: 409,
      body: { message: 'A performer is already booked at this time', conflicts: [CONFLICT] },
    });
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking refused: performer already booked');
    expect(alert).toHaveTextContent(CONFLICT_TEXT);
    expect(screen.getByText('A performer is already booked at this time')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { QuickDuplicateDialog } from '..';
import {
  bookingDto,
  CONFLICT,
  CONFLICT_TEXT,
  renderDialog,
} from '../../../test-support/booking-form-fixtures';
import {
  answerChangeSets,
  answerPreviewAndApply,
  changeSetBodies,
  changeSetResult,
  newBookingItem,
} from '../../../test-support/change-set-preview-fixtures';
function openQuickDuplicate() {
  const onClose = jest.fn();
  const rendered = renderDialog(<QuickDuplicateDialog booking={bookingDto()} onClose={onClose} />);
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Quick Duplicate Booking' }) };
}

const duplicateButton = () => screen.getByRole('button', { name: 'Duplicate' });

/** The preview of the copies, once its dry run has answered. */
async function copiesPreview() {
  const preview = screen.getByRole('dialog', { name: 'Duplicate Booking' });
  await within(preview).findByRole('list', { name: 'Bookings to change' });
  return preview;
}

/** The copy on March 24, 2026 previews without a problem. */
const MARCH_24_COPY = newBookingItem(0, '2026-03-24');

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

  it('when dates are picked, then the copies are previewed in date order, applied as one change set and the answer’s message toasted', async () => {
    answerPreviewAndApply([MARCH_24_COPY, newBookingItem(1, '2026-04-02')], 'Booking duplicated to 2 dates');
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('April 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thursday, April 2, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    expect(screen.queryByText('Please select at least one date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Keep performers' }));
    await user.click(duplicateButton());
    const preview = await copiesPreview();
    expect(within(preview).getAllByText('New booking')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(preview).getByRole('button', { name: 'Create all copies' }));

    expect(await screen.findByText('Booking duplicated to 2 dates')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const duplicate = { targetDates: ['2026-03-24', '2026-04-02'], keepPerformers: false };
    expect(changeSetBodies()).toEqual([
      { action: 'duplicate', bookingId: 7, duplicate, notifyPerformers: 'affected', dryRun: true },
      {
        action: 'duplicate',
        bookingId: 7,
        duplicate,
        notifyPerformers: 'affected',
        dryRun: false,
        apply: 'all',
      },
    ]);
    expect(fakeNetwork.requestsTo('POST', '/api/bookings/7/duplicate')).toHaveLength(0);
  });

  it('when the preview is cancelled, then nothing is applied and the dialog keeps the picked dates', async () => {
    answerPreviewAndApply([MARCH_24_COPY], 'Booking duplicated to 1 date');
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());
    await user.click(within(await copiesPreview()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Duplicate Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(changeSetBodies().map(({ dryRun }) => dryRun)).toEqual([true]);
  });

  it('when a date is picked, then axe finds no violations', async () => {
    const { user } = openQuickDuplicate();
    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));

    await expectNoAxeViolations();
  });

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

  it('when the server refuses the copies with a message, then the Error toast shows that message', async () => {
    answerChangeSets({
      preview: { status: 200, body: changeSetResult([MARCH_24_COPY], '1 booking would change', true) },
      apply: { status: 400, body: { message: 'Cannot duplicate to more than 60 dates at once' } },
    });
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());
    await user.click(within(await copiesPreview()).getByRole('button', { name: 'Create all copies' }));

    expect(await screen.findByText('Cannot duplicate to more than 60 dates at once')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the duplicate fails without a message, then the Error toast says Failed to duplicate booking', async () => {
    answerChangeSets({
      preview: { status: 200, body: changeSetResult([MARCH_24_COPY], '1 booking would change', true) },
      apply: { status: 502 },
    });
    const { user } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());
    await user.click(within(await copiesPreview()).getByRole('button', { name: 'Create all copies' }));

    expect(await screen.findByText('Failed to duplicate booking')).toBeInTheDocument();
  });

  it('when the copies double-book a performer under the warn policy, then the warning lists them', async () => {
    answerPreviewAndApply([{ ...MARCH_24_COPY, problems: [CONFLICT] }], 'Booking duplicated to 1 date');
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(duplicateButton());
    await user.click(within(await copiesPreview()).getByRole('button', { name: 'Create all copies' }));

    expect(await screen.findByText('Booking duplicated to 1 date')).toBeInTheDocument();
    expect(screen.getByText('Performer already booked')).toBeInTheDocument();
    expect(screen.getByText(CONFLICT_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('when the block policy would refuse a copy, then the preview marks it blocked with its conflicts and only the others can be made', async () => {
    answerPreviewAndApply(
      [{ ...MARCH_24_COPY, problems: [CONFLICT], blocked: true }, newBookingItem(1, '2026-03-25')],
      'Booking duplicated to 1 date',
    );
    const { user, onClose } = openQuickDuplicate();

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Wednesday, March 25, 2026' }));
    await user.click(duplicateButton());

    const preview = await copiesPreview();
    expect(preview).toHaveTextContent('Blocked');
    expect(preview).toHaveTextContent('Booking refused: performer already booked');
    expect(preview).toHaveTextContent(CONFLICT_TEXT);
    expect(within(preview).getByRole('button', { name: 'Create all copies' })).toBeDisabled();
    await user.click(within(preview).getByRole('button', { name: 'Create only the 1 without problems' }));

    expect(await screen.findByText('Booking duplicated to 1 date')).toBeInTheDocument();
    expect(changeSetBodies().at(-1)).toMatchObject({ dryRun: false, apply: 'withoutProblems' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { BOOKING_MESSAGES } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { ChangeSetPreview, type ChangeSetInput } from '..';
import { CONFLICT, CONFLICT_TEXT, renderDialog } from '../../../test-support/booking-form-fixtures';
import {
  answerChangeSets,
  answerPreviewAndApply,
  changeSetBodies,
  changeSetRefused,
  changeSetResult,
  itemResult,
} from '../../../test-support/change-set-preview-fixtures';

const FINALIZE: ChangeSetInput = {
  action: 'finalize',
  bookingIds: [101, 102, 103],
  notifyPerformers: 'affected',
};

const JAZZ = itemResult({ index: 0, bookingId: 101, title: 'Jazz night' });
const HARP = itemResult({
  index: 1,
  bookingId: 102,
  title: 'Harp brunch',
  date: '2026-03-10',
  time: '11:00',
  department: 'DUSK',
  problems: [CONFLICT],
});
const PIANO = itemResult({ index: 2, bookingId: 103, title: 'Piano bar', department: null });

function openPreview(request: ChangeSetInput = FINALIZE) {
  const onApplied = jest.fn();
  const onClose = jest.fn();
  const rendered = renderDialog(
    <ChangeSetPreview request={request} onApplied={onApplied} onClose={onClose} />,
  );
  return { ...rendered, onApplied, onClose };
}

async function previewDialog(name = 'Finalize Bookings') {
  const dialog = screen.getByRole('dialog', { name });
  await within(dialog).findByRole('list', { name: 'Bookings to change' });
  return dialog;
}

/** The preview's items, each as its whole text. */
function itemTexts(dialog: HTMLElement): string[] {
  const list = within(dialog).getByRole('list', { name: 'Bookings to change' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.textContent ?? '');
}

describe('the preview of a change set', () => {
  it('when the dry run is under way, then the dialog says it is checking and nothing can be applied yet', () => {
    fakeNetwork.on('POST', '/api/change-sets', 'pending');
    openPreview();

    const dialog = screen.getByRole('dialog', { name: 'Finalize Bookings' });
    expect(within(dialog).getByRole('status', { name: 'Checking what will change...' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finalize all' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(changeSetBodies()).toEqual([
      { action: 'finalize', bookingIds: [101, 102, 103], notifyPerformers: 'affected', dryRun: true },
    ]);
  });

  it('when the dry run answers, then each booking shows its title, date and time, department, change and problems', async () => {
    answerChangeSets({
      preview: {
        status: 200,
        body: changeSetResult([JAZZ, HARP, PIANO], '3 bookings would change; 1 with problems', true),
      },
    });
    openPreview();

    const dialog = await previewDialog();
    expect(within(dialog).getByText('3 bookings would change; 1 with problems')).toBeInTheDocument();
    const [jazz, harp, piano] = itemTexts(dialog);
    expect(jazz).toContain('Jazz night');
    expect(jazz).toContain('Thursday, November 12, 2026 at 7:00 PM · Lobby Bar');
    expect(jazz).toContain('Status: pending → confirmed');
    expect(jazz).toContain('No problems');
    expect(harp).toContain('Tuesday, March 10, 2026 at 11:00 AM · DUSK');
    expect(harp).toContain('Has problems');
    expect(harp).toContain('Performer already booked');
    expect(harp).toContain(CONFLICT_TEXT);
    expect(piano).toContain('No department');
  });

  it('when some bookings have problems the warn policy lets through, then both apply choices are offered', async () => {
    answerPreviewAndApply([JAZZ, HARP, PIANO], '3 bookings finalized successfully');
    openPreview();

    const dialog = await previewDialog();
    expect(within(dialog).getByRole('button', { name: 'Finalize all' })).toBeEnabled();
    expect(
      within(dialog).getByRole('button', { name: 'Finalize only the 2 without problems' }),
    ).toBeEnabled();
  });

  it('when a booking is blocked by the organization’s policy, then it is marked and only those without problems can be applied', async () => {
    const blocked = { ...HARP, blocked: true };
    answerChangeSets({
      preview: { status: 200, body: changeSetResult([JAZZ, blocked], '2 bookings would change', true) },
    });
    openPreview();

    const dialog = await previewDialog();
    const [, harp] = itemTexts(dialog);
    expect(harp).toContain('Blocked');
    expect(harp).toContain('Booking refused: performer already booked');
    expect(within(dialog).getByRole('button', { name: 'Finalize all' })).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: 'Finalize only the 1 without problems' }),
    ).toBeEnabled();
    expect(within(dialog).getByText(/stay as they are/)).toBeInTheDocument();
  });

  it('when a booking cannot be changed, then it says why, and with no other booking nothing can be applied', async () => {
    const gone = itemResult({ outcome: 'failed', error: 'Booking not found', changes: [] });
    answerChangeSets({
      preview: { status: 200, body: changeSetResult([gone], '0 bookings would change', true) },
    });
    openPreview({ action: 'finalize', bookingIds: [101], notifyPerformers: 'affected' });

    const dialog = await previewDialog();
    const [item] = itemTexts(dialog);
    expect(item).toContain('Cannot be changed');
    expect(item).toContain('Booking not found');
    expect(within(dialog).getByRole('button', { name: 'Finalize all' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /without problems/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/No booking here can be changed/)).toBeInTheDocument();
  });

  it('when Finalize all is chosen, then one apply of every booking is sent and the server’s message is the toast', async () => {
    answerPreviewAndApply([JAZZ, PIANO], '2 bookings finalized successfully');
    const { user, onApplied, onClose } = openPreview({
      action: 'finalize',
      bookingIds: [101, 103],
      notifyPerformers: 'none',
    });

    await user.click(within(await previewDialog()).getByRole('button', { name: 'Finalize all' }));

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(changeSetBodies()).toEqual([
      { action: 'finalize', bookingIds: [101, 103], notifyPerformers: 'none', dryRun: true },
      { action: 'finalize', bookingIds: [101, 103], notifyPerformers: 'none', dryRun: false, apply: 'all' },
    ]);
    expect(onApplied).toHaveBeenCalledWith(
      expect.objectContaining({ message: '2 bookings finalized successfully' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when only those without problems are chosen, then the apply says withoutProblems', async () => {
    answerPreviewAndApply([JAZZ, HARP, PIANO], '2 bookings finalized successfully');
    const { user } = openPreview();

    await user.click(
      within(await previewDialog()).getByRole('button', { name: 'Finalize only the 2 without problems' }),
    );

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(changeSetBodies().map(({ dryRun, apply }) => ({ dryRun, apply }))).toEqual([
      { dryRun: true, apply: undefined },
      { dryRun: false, apply: 'withoutProblems' },
    ]);
  });

  it('when applied bookings have problems the warn policy let through, then the warning lists them', async () => {
    answerPreviewAndApply([JAZZ, HARP], '2 bookings finalized successfully');
    const { user } = openPreview();

    await user.click(within(await previewDialog()).getByRole('button', { name: 'Finalize all' }));

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(await screen.findByText('Performer already booked')).toBeInTheDocument();
    expect(screen.getByText(CONFLICT_TEXT)).toBeInTheDocument();
  });

  it('when Cancel is chosen, then nothing is applied', async () => {
    answerPreviewAndApply([JAZZ], '1 bookings finalized successfully');
    const { user, onApplied, onClose } = openPreview();

    await user.click(within(await previewDialog()).getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onApplied).not.toHaveBeenCalled();
    expect(changeSetBodies()).toHaveLength(1);
  });

  it('when the dry run fails with a message, then the dialog shows the server’s message', async () => {
    answerChangeSets({
      preview: { status: 400, body: { message: 'A change set cannot change more than 500 bookings' } },
    });
    openPreview();

    const dialog = screen.getByRole('dialog', { name: 'Finalize Bookings' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A change set cannot change more than 500 bookings',
    );
    expect(within(dialog).getByRole('button', { name: 'Finalize all' })).toBeDisabled();
  });

  it('when the dry run fails without a message, then the dialog shows the action’s failure text', async () => {
    answerChangeSets({ preview: { status: 502 } });
    openPreview({ action: 'delete', bookingIds: [101], notifyPerformers: 'affected' });

    expect(
      await within(screen.getByRole('dialog', { name: 'Delete Bookings' })).findByRole('alert'),
    ).toHaveTextContent('Failed to delete some bookings. Please try again.');
  });

  it('when the apply is refused as a whole, then the failure toast shows and the preview shows the refusal’s bookings', async () => {
    const nowBlocked = { ...HARP, blocked: true, outcome: 'skipped' as const };
    answerChangeSets({
      preview: { status: 200, body: changeSetResult([JAZZ, HARP], '2 bookings would change', true) },
      apply: changeSetRefused({
        message: 'Nothing was changed: some bookings cannot be changed',
        items: [JAZZ, nowBlocked],
      }),
    });
    const { user, onClose } = openPreview();

    const dialog = await previewDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Finalize all' }));

    expect(await screen.findByText('Failed to update booking status. Please try again.')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Nothing was changed: some bookings cannot be changed'),
    ).toBeInTheDocument();
    expect(itemTexts(dialog)[1]).toContain('Blocked');
    expect(within(dialog).getByRole('button', { name: 'Finalize all' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  const RECURRING: ChangeSetInput = {
    action: 'recurring_create',
    booking: {
      title: 'Solo - DUSK',
      date: '2026-03-10',
      time: '19:00',
      duration: 60,
      notes: null,
      department: 'DUSK',
      ensemble: 'Solo',
      organizationId: 1,
      status: 'confirmed',
      performerData: null,
    },
    dates: ['2026-03-17'],
    notifyPerformers: 'affected',
  };
  const DUPLICATE: ChangeSetInput = {
    action: 'duplicate',
    bookingId: 7,
    duplicate: { targetDates: ['2026-03-17'], keepPerformers: true },
    notifyPerformers: 'affected',
  };

  it.each([
    [
      'Make Pending',
      { ...FINALIZE, action: 'make_pending' },
      'Make all pending',
      BOOKING_MESSAGES.statusFailed,
    ],
    ['Delete', { ...FINALIZE, action: 'delete' }, 'Delete all', BOOKING_MESSAGES.deleteSomeFailed],
    ['a recurring create', RECURRING, 'Create all bookings', BOOKING_MESSAGES.createFailed],
    ['a duplicate', DUPLICATE, 'Create all copies', BOOKING_MESSAGES.duplicateFailed],
  ] as [string, ChangeSetInput, string, string][])(
    'when the apply of %s fails without a message, then the Error toast says the spec’s text',
    async (_name, request, applyAll, failure) => {
      answerChangeSets({
        preview: { status: 200, body: changeSetResult([JAZZ], '1 booking would change', true) },
        apply: { status: 500 },
      });
      const { user, onClose } = openPreview(request);

      await user.click(await screen.findByRole('button', { name: applyAll }));

      expect(await screen.findByText(failure)).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('when a duplicate’s apply fails with a message, then the Error toast shows the server’s message', async () => {
    answerChangeSets({
      preview: { status: 200, body: changeSetResult([JAZZ], '1 booking would change', true) },
      apply: { status: 400, body: { message: 'Cannot duplicate to more than 60 dates at once' } },
    });
    const { user } = openPreview(DUPLICATE);

    await user.click(await screen.findByRole('button', { name: 'Create all copies' }));

    expect(await screen.findByText('Cannot duplicate to more than 60 dates at once')).toBeInTheDocument();
  });

  it('when a bulk delete is previewed, then the spec’s confirmation is asked and each booking says it will be deleted', async () => {
    const deletion = itemResult({ operation: 'delete', changes: [] });
    answerPreviewAndApply([deletion], '1 bookings deleted successfully');
    openPreview({ action: 'delete', bookingIds: [101, 102, 103], notifyPerformers: 'affected' });

    const dialog = await previewDialog('Delete Bookings');
    expect(dialog).toHaveTextContent('Are you sure you want to delete 3 selected bookings?');
    expect(itemTexts(dialog)[0]).toContain('Will be deleted');
  });

  it('when the preview shows bookings with problems, then axe finds no violations', async () => {
    answerPreviewAndApply([JAZZ, { ...HARP, blocked: true }], '1 bookings finalized successfully');
    openPreview();
    await previewDialog();

    await expectNoAxeViolations();
  });
});

describe('the preview’s focus', () => {
  it('when the preview opens, then Cancel has the focus until the dry run answers', async () => {
    answerPreviewAndApply([JAZZ], '1 bookings finalized successfully');
    openPreview();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });
});

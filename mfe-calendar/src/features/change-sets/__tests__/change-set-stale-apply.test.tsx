import { screen, within } from '@testing-library/react';
import { BOOKING_MESSAGES, staleItemsMessage, type StaleItemDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations } from '@booking-portal/shell/test-support';
import { ChangeSetPreview, type ChangeSetInput } from '..';
import { renderDialog } from '../../../test-support/booking-form-fixtures';
import {
  answerChangeSets,
  changeSetBodies,
  changeSetResult,
  changeSetStale,
  itemResult,
} from '../../../test-support/change-set-preview-fixtures';

const FINALIZE: ChangeSetInput = {
  action: 'finalize',
  bookingIds: [101, 102],
  notifyPerformers: 'affected',
};

/** The two bookings as a dry run finds them, each with its version then. */
function previewItems(versions: readonly [string, string]) {
  return [
    itemResult({ index: 0, bookingId: 101, title: 'Jazz Night', date: '2026-12-01', version: versions[0] }),
    itemResult({ index: 1, bookingId: 102, title: 'Brunch', date: '2026-12-02', version: versions[1] }),
  ];
}

const CHANGED: StaleItemDto[] = [{ bookingId: 101, title: 'Jazz Night', date: '2026-12-01', deleted: false }];
const STALE_MESSAGE = staleItemsMessage(CHANGED);

function openPreview() {
  const onApplied = jest.fn();
  const onClose = jest.fn();
  const rendered = renderDialog(
    <ChangeSetPreview request={FINALIZE} onApplied={onApplied} onClose={onClose} />,
  );
  return { ...rendered, onApplied, onClose };
}

async function previewDialog() {
  const dialog = screen.getByRole('dialog', { name: 'Finalize Bookings' });
  await within(dialog).findByRole('list', { name: 'Bookings to change' });
  return dialog;
}

describe('a change set applied after its bookings changed', () => {
  beforeEach(() => {
    answerChangeSets({
      // The second dry run finds Jazz Night as the colleague left it.
      preview: (earlier) => ({
        status: 200,
        body: changeSetResult(
          previewItems(earlier === 0 ? ['"v1"', '"w1"'] : ['"v2"', '"w1"']),
          '2 bookings would change',
          true,
        ),
      }),
      apply: (body) =>
        (body.expectedVersions as Record<string, string>)['101'] === '"v1"'
          ? changeSetStale({ message: STALE_MESSAGE, changed: CHANGED })
          : {
              status: 201,
              body: changeSetResult(
                previewItems(['"v2"', '"w1"']),
                '2 bookings finalized successfully',
                false,
              ),
            },
    });
  });

  it("when the apply is refused because a booking changed since the preview, then the dialog says so in the server's words and offers to preview again, nothing else", async () => {
    const { user, onApplied, onClose } = openPreview();

    const dialog = await previewDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Finalize all' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Nothing was saved: someone else changed 'Jazz Night' on Tue, Dec 1, 2026 since you opened it",
    );
    expect(changeSetBodies()[1]).toEqual({
      action: 'finalize',
      bookingIds: [101, 102],
      notifyPerformers: 'affected',
      dryRun: false,
      apply: 'all',
      expectedVersions: { '101': '"v1"', '102': '"w1"' },
    });
    expect(within(dialog).getByRole('button', { name: 'Preview again' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Finalize all' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Bookings to change' })).not.toBeInTheDocument();
    // Its own message only: no 'Error' toast besides it.
    expect(screen.queryByText(BOOKING_MESSAGES.statusFailed)).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('when Preview again is chosen, then a new dry run shows the bookings as they are now and the apply sends its versions', async () => {
    const { user, onApplied, onClose } = openPreview();
    const dialog = await previewDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Finalize all' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Preview again' }));

    await within(dialog).findByRole('list', { name: 'Bookings to change' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finalize all' }));

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(changeSetBodies().map(({ dryRun, expectedVersions }) => ({ dryRun, expectedVersions }))).toEqual([
      { dryRun: true, expectedVersions: undefined },
      { dryRun: false, expectedVersions: { '101': '"v1"', '102': '"w1"' } },
      { dryRun: true, expectedVersions: undefined },
      { dryRun: false, expectedVersions: { '101': '"v2"', '102': '"w1"' } },
    ]);
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingDto } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import {
  openOwnerCalendarInEditMode,
  answerCalendarReads,
  bodiesOf,
  booking,
  bookingReads,
  freezeToday,
  openCalendar,
} from '../../../test-support/calendar-fixtures';
import {
  answerChangeSets,
  answerPreviewAndApply,
  changeSetBodies,
  changeSetResult,
  itemResult,
} from '../../../test-support/change-set-preview-fixtures';
import { answerUndoList, changeSet } from '../../../test-support/change-set-fixtures';

const JAZZ = booking({ title: 'Jazz night', date: '2026-11-12', time: '19:00', status: 'pending' });
const HARP = booking({ title: 'Harp brunch', date: '2026-11-14', time: '11:00', status: 'pending' });
const PIANO = booking({ title: 'Piano bar', date: '2026-11-14', time: '20:00' });
const BOOKINGS = [JAZZ, HARP, PIANO];

/**
 * PATCH /api/bookings/{id} answers the booking with the changes and no conflicts; `onWrite` runs what
 * else the server does with each write (records its change set).
 */
function answerPatches(bookings: BookingDto[], onWrite: () => void = () => undefined) {
  for (const existing of bookings) {
    fakeNetwork.on('PATCH', `/api/bookings/${existing.id}`, (request) => {
      onWrite();
      return {
        status: 200,
        body: { ...existing, ...(JSON.parse(request.body ?? '{}') as object), conflicts: [] },
      };
    });
  }
}

function answerDeletes(bookings: BookingDto[], status = 204) {
  for (const existing of bookings) {
    fakeNetwork.on('DELETE', `/api/bookings/${existing.id}`, { status });
  }
}

function openInEditMode() {
  return openOwnerCalendarInEditMode('Jazz night');
}

describe('writing controls (docs/PRODUCT.md sections 2 and 6)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: BOOKINGS });
  });
  afterEach(() => jest.useRealTimers());

  it.each(['owner', 'super_admin'] as const)(
    'when the %s opens the calendar, then Add Booking and Edit show',
    async (role) => {
      await openCalendar(role);

      expect(await screen.findByRole('button', { name: 'Add Booking' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Actions for Jazz night at 7:00 PM' }),
      ).toBeInTheDocument();
    },
  );

  it.each(['org_admin', 'user'] as const)(
    'when the %s opens the calendar, then no writing control shows',
    async (role) => {
      await openCalendar(role);
      await screen.findByText('Jazz night');

      expect(screen.queryByRole('button', { name: 'Add Booking' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    },
  );

  it('when edit mode is on, then the toolbar counts the undo list and the selection by status', async () => {
    const { user } = await openInEditMode();

    const toolbar = screen.getByRole('group', { name: 'Edit mode' });
    for (const name of [
      'Undo (0)',
      'Select All',
      'Clear',
      'Finalize (0)',
      'Make Pending (0)',
      'Delete (0)',
      'Done',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();

    await user.click(within(toolbar).getByRole('button', { name: 'Select All' }));
    expect(within(toolbar).getByRole('button', { name: 'Finalize (2)' })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: 'Make Pending (1)' })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: 'Delete (3)' })).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Jazz night at 7:00 PM' }));
    expect(within(toolbar).getByRole('button', { name: 'Finalize (1)' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Delete (2)' })).toBeInTheDocument();

    await user.click(within(toolbar).getByRole('button', { name: 'Clear' }));
    expect(within(toolbar).getByRole('button', { name: 'Delete (0)' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Piano bar at 8:00 PM' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Edit mode' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeInTheDocument();
  });

  /** Opens the preview of the bar's `action` on every shown booking; resolves once its dry run answered. */
  async function previewSelectAll(action: string, title: string) {
    const opened = await openInEditMode();
    await opened.user.click(screen.getByRole('button', { name: 'Select All' }));
    await opened.user.click(screen.getByRole('button', { name: action }));
    // The preview is loaded when first opened.
    const preview = await screen.findByRole('dialog', { name: title });
    await within(preview).findByRole('list', { name: 'Bookings to change' });
    return { ...opened, preview };
  }

  const finalizing = (existing: BookingDto) =>
    itemResult({ bookingId: existing.id, title: existing.title, date: existing.date, time: existing.time });

  it('when the selection is finalized, then the pending bookings are previewed and confirmed in one change set, the toast counts them and the selection clears', async () => {
    answerPreviewAndApply([finalizing(JAZZ), finalizing(HARP)], '2 bookings finalized successfully');
    const { user, preview } = await previewSelectAll('Finalize (2)', 'Finalize Bookings');

    expect(within(preview).getAllByText('Status: pending → confirmed')).toHaveLength(2);
    await user.click(within(preview).getByRole('button', { name: 'Finalize all' }));

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(changeSetBodies()).toEqual([
      { action: 'finalize', bookingIds: [JAZZ.id, HARP.id], notifyPerformers: 'affected', dryRun: true },
      {
        action: 'finalize',
        bookingIds: [JAZZ.id, HARP.id],
        notifyPerformers: 'affected',
        dryRun: false,
        apply: 'all',
      },
    ]);
    expect(fakeNetwork.requestsTo('PATCH', `/api/bookings/${JAZZ.id}`)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
  });

  it('when the selection is finalized with Pending Only on, then the filter turns off and says so', async () => {
    answerPreviewAndApply([finalizing(JAZZ), finalizing(HARP)], '2 bookings finalized successfully');
    const { user } = await openCalendar('owner');
    await user.click(await screen.findByRole('checkbox', { name: 'Pending Only' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Finalize (2)' }));
    const preview = await screen.findByRole('dialog', { name: 'Finalize Bookings' });
    await user.click(await within(preview).findByRole('button', { name: 'Finalize all' }));

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Booking confirmed and is now visible in the main calendar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pending Only' })).not.toBeChecked();
  });

  it('when the selection is made pending, then only the confirmed bookings go in its one change set', async () => {
    answerPreviewAndApply(
      [itemResult({ bookingId: PIANO.id, changes: [{ field: 'status', old: 'confirmed', new: 'pending' }] })],
      '1 bookings marked as pending successfully',
    );
    const { user, preview } = await previewSelectAll('Make Pending (1)', 'Make Bookings Pending');

    expect(within(preview).getByText('Status: confirmed → pending')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Make all pending' }));

    expect(await screen.findByText('1 bookings marked as pending successfully')).toBeInTheDocument();
    expect(changeSetBodies().map(({ action, bookingIds }) => ({ action, bookingIds }))).toEqual([
      { action: 'make_pending', bookingIds: [PIANO.id] },
      { action: 'make_pending', bookingIds: [PIANO.id] },
    ]);
  });

  it('when a status change fails, then the status error toast shows and the selection stays', async () => {
    answerChangeSets({
      preview: {
        status: 200,
        body: changeSetResult([itemResult({ bookingId: PIANO.id })], '1 booking would change', true),
      },
      apply: { status: 500, body: { message: 'boom' } },
    });
    const { user, preview } = await previewSelectAll('Make Pending (1)', 'Make Bookings Pending');

    await user.click(within(preview).getByRole('button', { name: 'Make all pending' }));

    expect(await screen.findByText('Failed to update booking status. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete (3)' })).toBeEnabled();
  });

  it('when the selection is deleted, then the preview asks to confirm the count and one change set deletes them all', async () => {
    const deleting = BOOKINGS.map((existing, index) =>
      itemResult({ index, bookingId: existing.id, title: existing.title, operation: 'delete', changes: [] }),
    );
    answerPreviewAndApply(deleting, '3 bookings deleted successfully');
    const { user, preview } = await previewSelectAll('Delete (3)', 'Delete Bookings');

    expect(preview).toHaveTextContent('Are you sure you want to delete 3 selected bookings?');
    expect(within(preview).getAllByText('Will be deleted')).toHaveLength(3);
    await user.click(within(preview).getByRole('button', { name: 'Delete all' }));

    expect(await screen.findByText('3 bookings deleted successfully')).toBeInTheDocument();
    expect(changeSetBodies()).toEqual([
      expect.objectContaining({ action: 'delete', bookingIds: BOOKINGS.map(({ id }) => id), dryRun: true }),
      expect.objectContaining({ action: 'delete', dryRun: false, apply: 'all' }),
    ]);
    for (const existing of BOOKINGS)
      expect(fakeNetwork.requestsTo('DELETE', `/api/bookings/${existing.id}`)).toHaveLength(0);
  });

  it('when the bulk delete is cancelled in its preview, then nothing is deleted', async () => {
    answerPreviewAndApply(
      [itemResult({ operation: 'delete', changes: [] })],
      '1 bookings deleted successfully',
    );
    const { user, preview } = await previewSelectAll('Delete (3)', 'Delete Bookings');

    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changeSetBodies().map(({ dryRun }) => dryRun)).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Delete (3)' })).toBeEnabled();
  });

  it('when the bulk delete fails, then the some-failed toast shows', async () => {
    answerChangeSets({
      preview: {
        status: 200,
        body: changeSetResult(
          [itemResult({ operation: 'delete', changes: [] })],
          '1 booking would change',
          true,
        ),
      },
      apply: { status: 500, body: { message: 'boom' } },
    });
    const { user, preview } = await previewSelectAll('Delete (3)', 'Delete Bookings');

    await user.click(within(preview).getByRole('button', { name: 'Delete all' }));

    expect(await screen.findByText('Failed to delete some bookings. Please try again.')).toBeInTheDocument();
  });
});

describe('single-booking actions (docs/PRODUCT.md sections 4 and 5)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: BOOKINGS });
  });
  afterEach(() => jest.useRealTimers());

  async function openMenuOf(name: string) {
    const screenResult = await openCalendar('owner');
    await screenResult.user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    return screenResult;
  }

  it('when a booking is deleted from its menu, then the confirmation asks first and the success toast shows', async () => {
    answerDeletes([PIANO]);
    const { user } = await openMenuOf('Piano bar at 8:00 PM');

    await user.click(
      within(await screen.findByRole('dialog', { name: 'Piano bar' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Booking' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this booking?');
    expect(fakeNetwork.requestsTo('DELETE', `/api/bookings/${PIANO.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Booking deleted successfully')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', `/api/bookings/${PIANO.id}`)).toHaveLength(1);
  });

  it('when the delete confirmation is cancelled, then nothing is sent', async () => {
    const { user } = await openMenuOf('Piano bar at 8:00 PM');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Booking' })).getByRole('button', {
        name: 'Cancel',
      }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', `/api/bookings/${PIANO.id}`)).toHaveLength(0);
  });

  it('when a delete fails, then the delete error toast shows', async () => {
    answerDeletes([PIANO], 500);
    const { user } = await openMenuOf('Piano bar at 8:00 PM');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Booking' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Failed to delete booking. Please try again.')).toBeInTheDocument();
  });

  it('when a pending booking is finalized with Pending Only on, then it is confirmed and the filter turns off', async () => {
    answerPatches([JAZZ]);
    const { user } = await openCalendar('owner');
    await user.click(await screen.findByRole('checkbox', { name: 'Pending Only' }));
    await waitFor(() => expect(screen.queryByText('Piano bar')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Jazz night at 7:00 PM' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Finalize' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalize Booking' });
    expect(confirm).toHaveTextContent('cannot be undone');
    await user.click(within(confirm).getByRole('button', { name: 'Finalize' }));

    expect(await screen.findByText('Booking finalized successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Booking confirmed and is now visible in the main calendar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pending Only' })).not.toBeChecked();
    expect(bodiesOf('PATCH', `/api/bookings/${JAZZ.id}`)).toEqual([{ status: 'confirmed' }]);
  });

  it('when a confirmed booking’s menu opens, then it offers no Finalize', async () => {
    await openMenuOf('Piano bar at 8:00 PM');

    const menu = screen.getByRole('dialog', { name: 'Piano bar' });
    for (const name of ['Edit', 'Quick Duplicate', 'Advanced Duplicate', 'Delete'])
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Finalize' })).not.toBeInTheDocument();
  });

  it('when a booking’s menu opens, then it reads the date in en-US words', async () => {
    await openMenuOf('Piano bar at 8:00 PM');

    expect(screen.getByRole('dialog', { name: 'Piano bar' })).toHaveTextContent(
      'Saturday, November 14, 2026 at 8:00 PM',
    );
  });
});

describe('month view by keyboard (every control that works with a mouse works with Enter and Space)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: BOOKINGS });
  });
  afterEach(() => jest.useRealTimers());

  it.each(['{Enter}', ' '])(
    'when %j is pressed on a booking’s ⋯ button, then its menu opens',
    async (key) => {
      const { user } = await openCalendar('owner');
      const menuButton = await screen.findByRole('button', { name: 'Actions for Piano bar at 8:00 PM' });

      menuButton.focus();
      await user.keyboard(key);

      expect(await screen.findByRole('dialog', { name: 'Piano bar' })).toBeInTheDocument();
    },
  );

  it.each(['{Enter}', ' '])(
    'when %j is pressed on a booking’s selection checkbox or Move in edit mode, then it is selected or the move dialog opens',
    async (key) => {
      const { user } = await openInEditMode();
      const toolbar = screen.getByRole('group', { name: 'Edit mode' });

      screen.getByRole('button', { name: 'Move Piano bar at 8:00 PM' }).focus();
      await user.keyboard(key);
      const moveDialog = await screen.findByRole('dialog', { name: 'Move Piano bar' });
      await user.click(within(moveDialog).getByRole('button', { name: 'Cancel' }));

      const checkbox = screen.getByRole('checkbox', { name: 'Select Piano bar at 8:00 PM' });
      checkbox.focus();
      await user.keyboard(key);
      expect(checkbox).toBeChecked();
      expect(within(toolbar).getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
      await user.keyboard(key);
      expect(checkbox).not.toBeChecked();
    },
  );
});

describe('moving and undo (docs/PRODUCT.md section 4, Drag and drop)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: BOOKINGS });
  });
  afterEach(() => jest.useRealTimers());

  async function moveWithKeyboard(name: string, date: string) {
    const { user } = await openInEditMode();
    await user.click(screen.getByRole('button', { name: `Move ${name}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: date } });
    const readsBeforeMove = bookingReads().length;
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    return { user, readsBeforeMove };
  }

  it('when the Move dialog opens, then it says where the booking is now in en-US words', async () => {
    const { user } = await openInEditMode();

    await user.click(screen.getByRole('button', { name: 'Move Piano bar at 8:00 PM' }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Now on Saturday, November 14, 2026 at 8:00 PM.',
    );
  });

  it('when a booking is moved with Move and then undone, then the server undoes the move’s change set', async () => {
    const undoList = answerUndoList();
    const theMove = changeSet({ kind: 'move' });
    answerPatches([PIANO], () => undoList.record(theMove));
    const { user } = await moveWithKeyboard('Piano bar at 8:00 PM', '2026-11-25');

    expect(await screen.findByText('Booking moved successfully')).toBeInTheDocument();
    expect(bodiesOf('PATCH', `/api/bookings/${PIANO.id}`)).toEqual([{ date: '2026-11-25' }]);
    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }));

    expect(await screen.findByText('Undone: Last action has been undone.')).toBeInTheDocument();
    expect(bodiesOf('POST', `/api/change-sets/${theMove.id}/undo`)).toEqual([
      { notifyPerformers: 'affected' },
    ]);
    expect(fakeNetwork.requestsTo('PATCH', `/api/bookings/${PIANO.id}`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Undo (0)' })).toBeDisabled();
  });

  it('when a move fails, then the move error toast shows and the bookings are read again', async () => {
    fakeNetwork.on('PATCH', `/api/bookings/${PIANO.id}`, { status: 500, body: { message: 'boom' } });
    const { readsBeforeMove } = await moveWithKeyboard('Piano bar at 8:00 PM', '2026-11-25');

    expect(await screen.findByText('Failed to move booking. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(bookingReads().length).toBeGreaterThan(readsBeforeMove));
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
  });

  it('when the organization’s block policy refuses a move, then the error toast names the booked performer', async () => {
    fakeNetwork.on('PATCH', `/api/bookings/${PIANO.id}`, {
      status: 409,
      body: {
        message: 'A performer is already booked at this time',
        conflicts: [
          {
            kind: 'booked',
            performerId: 7,
            performerName: 'Ana Reyes',
            date: '2026-11-25',
            time: '20:00',
            duration: 60,
            booking: null,
            description: 'booked elsewhere',
          },
        ],
      },
    });
    await moveWithKeyboard('Piano bar at 8:00 PM', '2026-11-25');

    expect(
      await screen.findByText(/Ana Reyes: Wednesday, November 25, 2026 at 8:00 PM \(booked elsewhere\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Failed to move booking\. Please try again\./)).toBeInTheDocument();
  });

  it('when an undo fails, then the undo error toast shows and the move stays undoable', async () => {
    const theMove = changeSet({ kind: 'move' });
    answerUndoList([theMove]);
    fakeNetwork.on('POST', `/api/change-sets/${theMove.id}/undo`, { status: 500, body: { message: 'boom' } });
    const { user } = await openInEditMode();

    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }));

    expect(await screen.findByText('Failed to undo booking move. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo (1)' })).toBeEnabled();
  });

  it('when a booking is selected, then Move is not offered (dragging is off too)', async () => {
    const { user } = await openInEditMode();

    expect(screen.getByRole('button', { name: 'Move Piano bar at 8:00 PM' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Jazz night at 7:00 PM' }));

    expect(screen.queryByRole('button', { name: 'Move Piano bar at 8:00 PM' })).not.toBeInTheDocument();
  });
});

describe('moving with a time (docs/PRODUCT.md section 4, week and day moves)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: BOOKINGS });
  });
  afterEach(() => jest.useRealTimers());

  it('when a booking is moved to another time and undone, then the server undoes that move', async () => {
    const undoList = answerUndoList();
    const theMove = changeSet({ kind: 'move' });
    answerPatches([PIANO], () => undoList.record(theMove));
    const { user } = await openCalendar('owner');
    await user.click(await screen.findByText('Piano bar'));
    await screen.findByRole('heading', { name: 'Saturday, November 14, 2026' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.click(await screen.findByRole('button', { name: 'Move Piano bar at 8:00 PM' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '21:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Booking moved successfully')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }));
    expect(await screen.findByText('Undone: Last action has been undone.')).toBeInTheDocument();
    expect(bodiesOf('PATCH', `/api/bookings/${PIANO.id}`)).toEqual([{ date: '2026-11-14', time: '21:00' }]);
    expect(fakeNetwork.requestsTo('POST', `/api/change-sets/${theMove.id}/undo`)).toHaveLength(1);
  });
});

describe('booking dialogs (docs/PRODUCT.md section 2, three dialogs)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: BOOKINGS });
    fakeNetwork.on('GET', '/api/performers', { status: 200, body: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('when Add Booking is clicked, then the create form opens', async () => {
    const { user } = await openCalendar('owner');

    await user.click(await screen.findByRole('button', { name: 'Add Booking' }));

    expect(await screen.findByRole('dialog', { name: 'Create New Booking' })).toBeInTheDocument();
  });

  it.each([
    ['Edit', 'Edit Booking'],
    ['Quick Duplicate', 'Quick Duplicate Booking'],
    ['Advanced Duplicate', 'Advanced Duplicate Booking'],
  ])('when %s is chosen from a booking’s menu, then the %s dialog opens', async (action, title) => {
    const { user } = await openCalendar('owner');
    await user.click(await screen.findByRole('button', { name: 'Actions for Piano bar at 8:00 PM' }));

    await user.click(
      within(screen.getByRole('dialog', { name: 'Piano bar' })).getByRole('button', { name: action }),
    );

    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import {
  CHANGE_SET_MESSAGES,
  undoRefusedMessage,
  type ChangeSetItemResultDto,
  type ChangeSetResultDto,
} from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import {
  openOwnerCalendarInEditMode,
  answerCalendarReads,
  bodiesOf,
  booking,
  freezeToday,
  openCalendar,
} from '../../../test-support/calendar-fixtures';
import { bookedElsewhere } from '../../../test-support/availability-fixtures';
import {
  answerUndoList,
  changeSet,
  undoneOnly,
  undoRefused,
} from '../../../test-support/change-set-fixtures';

const JAZZ = booking({ title: 'Jazz night', date: '2026-11-12', time: '19:00', status: 'pending' });
const FINALIZE_OF_3 = changeSet({ kind: 'finalize', itemCount: 3, createdAt: '2026-11-21T09:50:00.000Z' });
const MOVE = changeSet({ kind: 'move', createdAt: '2026-11-21T09:40:00.000Z' });
const CREATE = changeSet({
  kind: 'create',
  action: 'booking_created',
  createdAt: '2026-11-21T09:30:00.000Z',
});
/** The server's Undo list: newest first. */
const UNDOABLE = [FINALIZE_OF_3, MOVE, CREATE];

const undoPath = (id: number) => `/api/change-sets/${id}/undo`;

function openInEditMode() {
  return openOwnerCalendarInEditMode('Jazz night');
}

beforeEach(() => {
  freezeToday();
  answerCalendarReads({ bookings: [JAZZ] });
});
afterEach(() => jest.useRealTimers());

describe("the calendar's Undo on the server (Undo (n), Recent changes)", () => {
  it('when a writer opens edit mode, then Undo (n) counts the change sets the server can undo, read only then', async () => {
    answerUndoList(UNDOABLE);
    const { user } = await openCalendar('owner');
    await screen.findByText('Jazz night');
    expect(fakeNetwork.requestsTo('GET', '/api/change-sets/undoable')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByRole('button', { name: 'Undo (3)' })).toBeEnabled();
  });

  it('when a reader opens the calendar, then the Undo list is not read', async () => {
    answerUndoList(UNDOABLE);
    await openCalendar('org_admin');
    await screen.findByText('Jazz night');

    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', '/api/change-sets/undoable')).toHaveLength(0);
  });

  it('when Undo (n) is clicked, then the newest change set is undone, the spec’s toast shows and the count drops', async () => {
    answerUndoList(UNDOABLE);
    const { user, toolbar } = await openInEditMode();

    await user.click(await within(toolbar).findByRole('button', { name: 'Undo (3)' }));

    expect(await screen.findByText('Undone: Last action has been undone.')).toBeInTheDocument();
    expect(bodiesOf('POST', undoPath(FINALIZE_OF_3.id))).toEqual([{ notifyPerformers: 'affected' }]);
    expect(fakeNetwork.requestsTo('POST', undoPath(MOVE.id))).toHaveLength(0);
    expect(await within(toolbar).findByRole('button', { name: 'Undo (2)' })).toBeEnabled();
  });

  it("when the edit bar's Notify performers is None, then the undo is sent with it", async () => {
    answerUndoList(UNDOABLE);
    const { user, toolbar } = await openInEditMode();

    await user.click(within(toolbar).getByRole('radio', { name: 'None' }));
    await user.click(await within(toolbar).findByRole('button', { name: 'Undo (3)' }));

    await screen.findByText('Undone: Last action has been undone.');
    expect(bodiesOf('POST', undoPath(FINALIZE_OF_3.id))).toEqual([{ notifyPerformers: 'none' }]);
  });

  it('when Recent changes is opened, then each change set is listed with what it did and its own Undo', async () => {
    answerUndoList(UNDOABLE);
    const { user, toolbar } = await openInEditMode();
    await within(toolbar).findByRole('button', { name: 'Undo (3)' });

    const toggle = within(toolbar).getByRole('button', { name: 'Recent changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(toolbar).getByRole('list', { name: 'Recent changes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.firstChild?.firstChild?.textContent),
    ).toEqual(['Finalize · 3 bookings', 'Move · 1 booking', 'Create · 1 booking']);
    const [, moveEntry] = within(list).getAllByRole('listitem');
    expect(within(moveEntry as HTMLElement).getByText(/Nov 21, 2026/)).toHaveAttribute(
      'datetime',
      MOVE.createdAt,
    );

    await user.click(
      within(moveEntry as HTMLElement).getByRole('button', { name: /^Undo Move · 1 booking/ }),
    );

    expect(await screen.findByText('Undone: Last action has been undone.')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', undoPath(MOVE.id))).toHaveLength(1);
    expect(fakeNetwork.requestsTo('POST', undoPath(FINALIZE_OF_3.id))).toHaveLength(0);
    expect(within(toolbar).queryByRole('list', { name: 'Recent changes' })).not.toBeInTheDocument();
    expect(await within(toolbar).findByRole('button', { name: 'Undo (2)' })).toBeInTheDocument();
  });

  it('when Escape is pressed in Recent changes, then it closes and focus returns to its button', async () => {
    answerUndoList(UNDOABLE);
    const { user, toolbar } = await openInEditMode();
    await within(toolbar).findByRole('button', { name: 'Undo (3)' });
    const toggle = within(toolbar).getByRole('button', { name: 'Recent changes' });
    await user.click(toggle);

    await user.keyboard('{Escape}');

    expect(within(toolbar).queryByRole('list', { name: 'Recent changes' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('when Recent changes is open, then axe finds no violations', async () => {
    answerUndoList(UNDOABLE);
    const { user, toolbar } = await openInEditMode();
    await within(toolbar).findByRole('button', { name: 'Undo (3)' });
    await user.click(within(toolbar).getByRole('button', { name: 'Recent changes' }));

    await expectNoAxeViolations();
  }, 60_000);

  it('when nothing can be undone, then Undo (0) and Recent changes are disabled', async () => {
    answerUndoList([]);
    const { toolbar } = await openInEditMode();

    await waitFor(() => expect(fakeNetwork.requestsTo('GET', '/api/change-sets/undoable')).toHaveLength(1));
    expect(within(toolbar).getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
    expect(within(toolbar).getByRole('button', { name: 'Recent changes' })).toBeDisabled();
  });
});

describe('an undo the organization’s warn policy let through', () => {
  it('when a restored booking’s performer is now booked elsewhere, then the warning follows the undo’s toast', async () => {
    answerUndoList(UNDOABLE);
    const restored: ChangeSetItemResultDto = {
      index: 0,
      operation: 'update',
      bookingId: JAZZ.id,
      title: 'Jazz night',
      date: '2026-11-12',
      time: '19:00',
      department: 'Lobby Bar',
      organizationId: 1,
      changes: [{ field: 'date', old: '2026-11-13', new: '2026-11-12' }],
      problems: [bookedElsewhere({ date: '2026-11-12', time: '19:00' })],
      blocked: false,
      outcome: 'applied',
      error: null,
    };
    const answer: ChangeSetResultDto = {
      dryRun: false,
      changeSet: null,
      message: 'Undone',
      items: [restored],
    };
    fakeNetwork.on('POST', undoPath(FINALIZE_OF_3.id), { status: 201, body: answer });
    const { user, toolbar } = await openInEditMode();

    await user.click(await within(toolbar).findByRole('button', { name: 'Undo (3)' }));

    expect(await screen.findByText('Undone: Last action has been undone.')).toBeInTheDocument();
    expect(await screen.findByText('Performer already booked')).toBeInTheDocument();
    expect(
      screen.getByText('Ben Ortiz: Thursday, November 12, 2026 at 7:00 PM (booked elsewhere)'),
    ).toBeInTheDocument();
  });
});

describe('a refused or failed undo', () => {
  const touched = [{ bookingId: JAZZ.id, title: 'Jazz night', date: '2026-11-12' }];

  it('when someone changed some of its bookings since, then the dialog names them and Undo the others undoes only the untouched', async () => {
    const server = answerUndoList(UNDOABLE);
    server.refuseWith((_id, body) =>
      body.onlyUntouched === true
        ? undoneOnly(FINALIZE_OF_3, 2)
        : undoRefused({ message: undoRefusedMessage(touched), touched }),
    );
    const { user, toolbar } = await openInEditMode();

    await user.click(await within(toolbar).findByRole('button', { name: 'Undo (3)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cannot undo' });
    expect(dialog).toHaveTextContent(
      "Cannot undo: 'Jazz night' on Thu, Nov 12, 2026 was changed by someone else since",
    );
    expect(screen.queryByText('Undone: Last action has been undone.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo the others' }));

    expect(
      await screen.findByText('Undone: 2 of 3 bookings; 1 changed by someone else since was left as it is.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Undone: Last action has been undone.')).not.toBeInTheDocument();
    expect(bodiesOf('POST', undoPath(FINALIZE_OF_3.id))).toEqual([
      { notifyPerformers: 'affected' },
      { onlyUntouched: true, notifyPerformers: 'affected' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Cannot undo' })).not.toBeInTheDocument();
  });

  it('when every booking of the change set was changed since, then only Cancel is offered and it sends nothing more', async () => {
    const server = answerUndoList(UNDOABLE);
    server.refuseWith(() => undoRefused({ message: undoRefusedMessage(touched), touched }));
    const { user, toolbar } = await openInEditMode();
    await within(toolbar).findByRole('button', { name: 'Undo (3)' });

    await user.click(within(toolbar).getByRole('button', { name: 'Recent changes' }));
    await user.click(within(toolbar).getByRole('button', { name: /^Undo Move · 1 booking/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Cannot undo' });
    expect(within(dialog).queryByRole('button', { name: 'Undo the others' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', undoPath(MOVE.id))).toHaveLength(1);
  });

  it('when the server turns the undo down (too old), then the error toast gives its message', async () => {
    answerUndoList(UNDOABLE);
    fakeNetwork.on('POST', undoPath(FINALIZE_OF_3.id), {
      status: 400,
      body: { message: CHANGE_SET_MESSAGES.undoExpired },
    });
    const { user, toolbar } = await openInEditMode();

    await user.click(await within(toolbar).findByRole('button', { name: 'Undo (3)' }));

    expect(await screen.findByText(CHANGE_SET_MESSAGES.undoExpired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the undo never reaches the server, then the spec’s undo failure shows', async () => {
    answerUndoList(UNDOABLE);
    fakeNetwork.on('POST', undoPath(FINALIZE_OF_3.id), 'network-error');
    const { user, toolbar } = await openInEditMode();

    await user.click(await within(toolbar).findByRole('button', { name: 'Undo (3)' }));

    expect(await screen.findByText('Failed to undo booking move. Please try again.')).toBeInTheDocument();
  });
});

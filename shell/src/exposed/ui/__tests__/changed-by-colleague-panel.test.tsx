import { screen } from '@testing-library/react';
import { STALE_WRITE_MESSAGES, formatInstantLabel } from '@booking-portal/api/contract';
import { expectNoAxeViolations } from '../../../../test-support/axe';
import { renderWithShell } from '../../../../test-support/render-with-shell';
// The runtime's panel, as remotes get it: its code loads when it first renders.
import { ChangedByColleaguePanel, type ColleagueSave } from '../stale-write';
import { colleagueSaveOf } from '../stale-write/colleague-save';
import type { EditedFields } from '../stale-write/edited-fields';

interface DepartmentValues {
  name: string;
  capacity: number;
  notes: string;
  /** Not edited by the dialog: comes along with whatever the entity holds now. */
  createdAt: string;
}

const orNone = (text: string) => (text === '' ? 'none' : text);

const FIELDS: EditedFields<DepartmentValues> = [
  { key: 'name', label: 'Name', format: orNone },
  { key: 'capacity', label: 'Capacity', format: (seats) => `${seats} seats` },
  { key: 'notes', label: 'Notes', format: orNone },
];

const OPENED: DepartmentValues = { name: 'Lobby Bar', capacity: 40, notes: '', createdAt: '2026-11-01' };
/** I renamed it. */
const MINE: DepartmentValues = { ...OPENED, name: 'Lobby Lounge' };
/** Sam raised the capacity and wrote a note meanwhile. */
const CURRENT: DepartmentValues = {
  ...OPENED,
  capacity: 60,
  notes: 'Piano tuned',
  createdAt: '2026-11-02',
};
const CHANGED_AT = '2026-12-02T09:15:00.000Z';

function renderPanel(save: ColleagueSave<DepartmentValues>) {
  const onTakeTheirs = jest.fn();
  const onApplyMine = jest.fn();
  const onClose = jest.fn();
  const view = renderWithShell(
    <ChangedByColleaguePanel
      fields={FIELDS}
      mine={MINE}
      opened={OPENED}
      save={save}
      onTakeTheirs={onTakeTheirs}
      onApplyMine={onApplyMine}
      onClose={onClose}
    />,
  );
  return { ...view, onTakeTheirs, onApplyMine, onClose };
}

const SAVE = colleagueSaveOf(
  {
    message: STALE_WRITE_MESSAGES.changedSinceOpened,
    current: CURRENT,
    changedBy: { userId: 4, name: 'Sam', organization: 'Palm Cove' },
    changedAt: CHANGED_AT,
  },
  (department: DepartmentValues) => department,
);

describe('the "changed by a colleague" panel', () => {
  it('when a save was refused as stale, then it lists what the colleague changed field by field, names who and when, and lists my changes', async () => {
    renderPanel(SAVE);

    const panel = await screen.findByRole('alertdialog', { name: STALE_WRITE_MESSAGES.changedSinceOpened });
    expect(panel).toHaveAccessibleDescription(`Saved by Sam (Palm Cove), ${formatInstantLabel(CHANGED_AT)}`);
    const theirs = screen.getByRole('list', { name: 'Their changes' });
    expect([...theirs.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Capacity: 40 seats → 60 seats',
      'Notes: none → Piano tuned',
    ]);
    const yours = screen.getByRole('list', { name: 'Your changes' });
    expect([...yours.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Name: Lobby Bar → Lobby Lounge',
    ]);
    expect(panel).toHaveFocus();
  });

  it("when 'Take Theirs' is pressed, then the form gets the entity as it is now and nothing of mine", async () => {
    const { user, onTakeTheirs, onApplyMine } = renderPanel(SAVE);

    await user.click(await screen.findByRole('button', { name: 'Take Theirs' }));

    expect(onTakeTheirs).toHaveBeenCalledWith(CURRENT);
    expect(onApplyMine).not.toHaveBeenCalled();
  });

  it("when 'Apply Mine on Top' is pressed, then only the fields I changed are set over the entity as it is now", async () => {
    const { user, onApplyMine, onTakeTheirs } = renderPanel(SAVE);

    await user.click(await screen.findByRole('button', { name: 'Apply Mine on Top' }));

    expect(onApplyMine).toHaveBeenCalledWith({
      name: 'Lobby Lounge',
      capacity: 60,
      notes: 'Piano tuned',
      createdAt: '2026-11-02',
    });
    expect(onTakeTheirs).not.toHaveBeenCalled();
  });

  it('when the entity was deleted since and no audit row names the writer, then it says so and offers only to close', async () => {
    const { user, onClose } = renderPanel({
      message: STALE_WRITE_MESSAGES.deletedSinceOpened,
      current: null,
      changedBy: null,
      changedAt: null,
    });

    const panel = await screen.findByRole('alertdialog', { name: STALE_WRITE_MESSAGES.deletedSinceOpened });
    expect(panel).toHaveAccessibleDescription('Saved by someone else');
    expect(screen.queryByRole('button', { name: 'Apply Mine on Top' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when it is shown, then axe finds no violation', async () => {
    renderPanel(SAVE);
    await screen.findByRole('alertdialog');

    await expectNoAxeViolations();
  });
});

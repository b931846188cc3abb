import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { AdvancedDuplicateDialog } from '..';
import {
  ANA,
  answerPerformers,
  BEN,
  bookingDto,
  CARA,
  DEMO_PROVIDER_PERFORMERS,
  DEPARTMENTS,
  renderDialog,
} from '../../../test-support/booking-form-fixtures';
import {
  answerChangeSets,
  answerPreviewAndApply,
  CHANGE_SETS_PATH,
  changeSetBodies,
  changeSetResult,
  newBookingItem,
} from '../../../test-support/change-set-preview-fixtures';

function openAdvancedDuplicate() {
  const onClose = jest.fn();
  const rendered = renderDialog(
    <AdvancedDuplicateDialog booking={bookingDto()} departments={DEPARTMENTS} onClose={onClose} />,
  );
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Advanced Duplicate Booking' }) };
}

function answerDuplicated() {
  answerPreviewAndApply([newBookingItem(0, '2026-03-24')], 'Booking duplicated to 1 date');
}

/** Duplicate opens the copies' preview; its dry run is sent before anything is applied. */
async function duplicateAndApply(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(duplicateButton());
  const preview = screen.getByRole('dialog', { name: 'Duplicate Booking' });
  await user.click(await within(preview).findByRole('button', { name: 'Create all copies' }));
}

/** The duplicate requests of the change sets sent: the dry run's, then the apply's. */
function duplicateBodies(): unknown[] {
  return changeSetBodies().map(({ duplicate }) => duplicate);
}

const field = (name: string) => screen.getByRole('combobox', { name });
const duplicateButton = () => screen.getByRole('button', { name: 'Duplicate' });
const pickMarch24 = () => screen.getByRole('button', { name: 'Tuesday, March 24, 2026' });

describe('Advanced Duplicate Booking', () => {
  it('when opened, then it starts from the booking and waits for a date', () => {
    answerPerformers();
    openAdvancedDuplicate();

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Duo - Lobby Bar');
    expect(field('Time')).toHaveValue('19:00');
    expect(screen.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue(120);
    expect(field('Department')).toHaveValue('Lobby Bar');
    expect(field('Ensemble')).toHaveValue('Duo');
    expect(
      within(field('Ensemble'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Solo', 'Duo', 'Trio', 'Quartet', 'Quintet', 'No ensemble']);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Acoustic set');
    expect(screen.getByRole('checkbox', { name: 'Keep original performers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Leave performers blank' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Performers' })).not.toBeInTheDocument();
    expect(screen.getByText('Please select at least one date')).toBeInTheDocument();
    expect(duplicateButton()).toBeDisabled();
  });

  it('when one performer option is checked, then the other is unchecked; with neither, performers can be chosen', async () => {
    answerPerformers();
    const { user } = openAdvancedDuplicate();
    const keep = screen.getByRole('checkbox', { name: 'Keep original performers' });
    const blank = screen.getByRole('checkbox', { name: 'Leave performers blank' });

    await user.click(blank);
    expect(blank).toBeChecked();
    expect(keep).not.toBeChecked();

    await user.click(keep);
    expect(keep).toBeChecked();
    expect(blank).not.toBeChecked();

    await user.click(keep);
    expect(keep).not.toBeChecked();
    expect(blank).not.toBeChecked();
    const performers = screen.getByRole('group', { name: 'Performers' });
    expect(await within(performers).findByRole('checkbox', { name: 'Cara Lee' })).not.toBeChecked();
    expect(within(performers).getByRole('checkbox', { name: 'Ana Reyes' })).toBeChecked();
    expect(fakeNetwork.requestsTo('GET', '/api/performers')).toHaveLength(1);
    expect(fakeNetwork.requestsTo('GET', '/api/performers')[0]?.url).toBe(DEMO_PROVIDER_PERFORMERS);
  });

  it('when performers are being chosen, then axe finds no violations', async () => {
    answerPerformers();
    const { user } = openAdvancedDuplicate();
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));
    await screen.findByRole('checkbox', { name: 'Cara Lee' });

    await expectNoAxeViolations();
  });

  it('when a client’s booking gets new performers, then the provider’s are offered with their instruments, one-instrument performers pre-selected and capped by the ensemble', async () => {
    answerPerformers([ANA, BEN, CARA]);
    const { user } = openAdvancedDuplicate();
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));
    await user.selectOptions(field('Ensemble'), 'Duo');

    const performers = screen.getByRole('group', { name: 'Performers' });
    expect(await within(performers).findByRole('checkbox', { name: 'Cara Lee' })).not.toBeChecked();
    expect(performers).toHaveTextContent('harp, guitar');
    expect(performers).toHaveTextContent('violin, vocals');
    await user.click(within(performers).getByRole('checkbox', { name: 'Ben Ortiz' }));
    expect(field('Instrument for Ben Ortiz')).toHaveValue('piano');
    await user.click(within(performers).getByRole('checkbox', { name: 'Cara Lee' }));
    expect(within(performers).getByRole('checkbox', { name: 'Ana Reyes' })).toBeDisabled();
    expect(performers).toHaveTextContent('2 of 2 performers selected');
    expect(fakeNetwork.requestsTo('GET', '/api/performers').map(({ url }) => url)).toEqual([
      DEMO_PROVIDER_PERFORMERS,
    ]);
  });

  it('when title, time and duration are invalid, then each says why and nothing is sent', async () => {
    answerPerformers();
    const { user } = openAdvancedDuplicate();

    await user.click(pickMarch24());
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.selectOptions(field('Time'), '');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '0');
    await user.click(duplicateButton());

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    expect(field('Time')).toHaveAccessibleDescription('Time is required');
    expect(screen.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveAccessibleDescription(
      'Duration must be at least 1 minute',
    );
    expect(fakeNetwork.requestsTo('POST', CHANGE_SETS_PATH)).toHaveLength(0);
  });

  it('when the title holds HTML or the duration breaks the booking rules, then the fields say so before anything is sent', async () => {
    answerPerformers();
    answerDuplicated();
    const { user } = openAdvancedDuplicate();
    const title = screen.getByRole('textbox', { name: 'Title' });
    const duration = screen.getByRole('spinbutton', { name: 'Duration (minutes)' });

    await user.click(pickMarch24());
    await user.clear(title);
    await user.type(title, '<b>Jazz</b>');
    await user.clear(duration);
    await user.type(duration, '5');
    await user.click(duplicateButton());

    expect(title).toHaveAccessibleDescription('Title cannot contain HTML tags');
    expect(duration).toHaveAccessibleDescription('Duration must be at least 15 minutes');
    await user.clear(duration);
    await user.type(duration, '1500');
    expect(duration).toHaveAccessibleDescription('Duration cannot exceed 24 hours');
    await user.clear(duration);
    await user.type(duration, '90.5');
    expect(duration).toHaveAccessibleDescription('Duration must be a whole number');
    await user.click(duplicateButton());
    expect(fakeNetwork.requestsTo('POST', CHANGE_SETS_PATH)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, 'Jazz');
    await user.clear(duration);
    await user.type(duration, '15');
    expect(title).not.toHaveAccessibleDescription();
    expect(duration).not.toHaveAccessibleDescription();
    await duplicateAndApply(user);
    expect(await screen.findByText('Booking duplicated to 1 date')).toBeInTheDocument();
    expect(duplicateBodies()).toMatchObject([
      { title: 'Jazz', duration: 15 },
      { title: 'Jazz', duration: 15 },
    ]);
  });

  it('when performers are chosen without an instrument, then the alert names them and nothing is sent', async () => {
    answerPerformers();
    const { user } = openAdvancedDuplicate();
    await user.click(pickMarch24());
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));
    await user.selectOptions(field('Ensemble'), 'Trio');

    await user.click(await screen.findByRole('checkbox', { name: 'Cara Lee' }));
    await user.click(duplicateButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please select instruments for: Cara Lee');
    expect(field('Instrument for Cara Lee')).toHaveAccessibleDescription('Please select an instrument');
    expect(fakeNetwork.requestsTo('POST', CHANGE_SETS_PATH)).toHaveLength(0);
  });

  it('when sent with changes, then the payload carries them, No ensemble as null and the chosen performers', async () => {
    answerPerformers();
    answerDuplicated();
    const { user, onClose } = openAdvancedDuplicate();

    await user.click(pickMarch24());
    await user.click(screen.getByRole('button', { name: 'Tuesday, March 17, 2026' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Jazz Night');
    await user.selectOptions(field('Time'), '20:30');
    const duration = screen.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await user.clear(duration);
    await user.type(duration, '90');
    await user.selectOptions(field('Department'), 'DUSK');
    await user.selectOptions(field('Ensemble'), 'No ensemble');
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));
    // The new ensemble cleared the booking's own performers, as in the booking form.
    expect(await screen.findByRole('checkbox', { name: 'Ben Ortiz' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Cara Lee' }));
    await user.selectOptions(field('Instrument for Cara Lee'), 'harp');
    await duplicateAndApply(user);

    expect(await screen.findByText('Booking duplicated to 1 date')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(changeSetBodies()).toMatchObject([
      { action: 'duplicate', bookingId: 7, dryRun: true },
      { action: 'duplicate', bookingId: 7, dryRun: false, apply: 'all' },
    ]);
    expect(duplicateBodies()[1]).toEqual({
      targetDates: ['2026-03-17', '2026-03-24'],
      title: 'Jazz Night',
      time: '20:30',
      duration: 90,
      department: 'DUSK',
      ensemble: null,
      notes: null,
      keepOriginalPerformers: false,
      leavePerformersBlank: false,
      selectedPerformers: [{ performerId: 3, instrument: 'harp', name: 'Cara Lee' }],
    });
  });

  it('when the duration is left empty, then it falls back to 60 minutes', async () => {
    answerPerformers();
    answerDuplicated();
    const { user } = openAdvancedDuplicate();

    await user.click(pickMarch24());
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Leave performers blank' }));
    await duplicateAndApply(user);

    expect(await screen.findByText('Booking duplicated to 1 date')).toBeInTheDocument();
    expect(duplicateBodies()[1]).toEqual({
      targetDates: ['2026-03-24'],
      title: 'Duo - Lobby Bar',
      time: '19:00',
      duration: 60,
      department: 'Lobby Bar',
      ensemble: 'Duo',
      notes: 'Acoustic set',
      keepOriginalPerformers: false,
      leavePerformersBlank: true,
      selectedPerformers: [],
    });
  });

  it('when the duplicate fails, then the Error toast shows the server’s message', async () => {
    answerPerformers();
    answerChangeSets({
      preview: {
        status: 200,
        body: changeSetResult([newBookingItem(0, '2026-03-24')], '1 booking would change', true),
      },
      apply: { status: 400, body: { message: 'Duration must be at least 15 minutes' } },
    });
    const { user, onClose } = openAdvancedDuplicate();

    await user.click(pickMarch24());
    await duplicateAndApply(user);

    expect(await screen.findByText('Duration must be at least 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ORGANIZATIONS, expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { BookingFormDialog } from '..';
import {
  ANA,
  answerPerformers,
  BEN,
  bookingDto,
  CONFLICT,
  CONFLICT_TEXT,
  DEPARTMENTS,
  PALM_COVE_ID,
  renderDialog,
  requestBodies,
} from '../../../test-support/booking-form-fixtures';
import {
  answerChangeSets,
  answerPreviewAndApply,
  CHANGE_SETS_PATH,
  changeSetBodies,
  changeSetResult,
  newBookingItem,
} from '../../../test-support/change-set-preview-fixtures';

function openCreateForm(options: { departments?: typeof DEPARTMENTS; date?: string } = {}) {
  const onClose = jest.fn();
  const rendered = renderDialog(
    <BookingFormDialog
      booking={null}
      initial={{ date: options.date ?? '2026-03-10' }}
      organizationId={PALM_COVE_ID}
      departments={options.departments ?? DEPARTMENTS}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Create New Booking' }) };
}

function answerCreated() {
  fakeNetwork.on('POST', '/api/bookings', (request) => ({
    status: 201,
    body: { ...bookingDto(), ...(JSON.parse(request.body ?? '{}') as object), conflicts: [] },
  }));
}

const field = (name: string) => screen.getByRole('combobox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Create Booking' });

describe('Create New Booking: defaults', () => {
  it('when opened for a clicked date, then it shows the date, 9:00 AM to 10:00 AM, Solo and confirmed', async () => {
    answerPerformers();
    openCreateForm();

    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-10');
    expect(field('Start Time')).toHaveValue('09:00');
    expect(field('End Time')).toHaveValue('10:00');
    expect(field('Ensemble')).toHaveValue('Solo');
    expect(field('Department')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Recurring booking' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Ana Reyes' })).not.toBeChecked();
  });

  it('when the time lists open, then they run every 30 minutes from 8:00 AM to 12:00 AM', () => {
    answerPerformers();
    openCreateForm();

    const labels = within(field('Start Time'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toHaveLength(34);
    expect(labels.slice(0, 4)).toEqual(['Select a time', '8:00 AM', '8:30 AM', '9:00 AM']);
    expect(labels.slice(-3)).toEqual(['11:00 PM', '11:30 PM', '12:00 AM']);
    expect(
      within(field('Ensemble'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Solo', 'Duo', 'Trio', 'Quartet']);
  });

  it('when a week slot was clicked, then its start and end times are taken', () => {
    answerPerformers();
    renderDialog(
      <BookingFormDialog
        booking={null}
        initial={{ date: '2026-03-10', startTime: '14:00', endTime: '15:00', department: 'DUSK' }}
        organizationId={PALM_COVE_ID}
        departments={DEPARTMENTS}
        onClose={jest.fn()}
      />,
    );

    expect(field('Start Time')).toHaveValue('14:00');
    expect(field('End Time')).toHaveValue('15:00');
    expect(field('Department')).toHaveValue('DUSK');
  });

  it('when the organization has no performers, then the form says so', async () => {
    answerPerformers([]);
    openCreateForm();

    expect(await screen.findByText('No performers available for this organization')).toBeInTheDocument();
  });

  it('when the provider has another id, then it is found by its kind and only its performers are asked for', async () => {
    fakeNetwork.on('GET', '/api/organizations', {
      status: 200,
      body: [DEMO_ORGANIZATIONS.palmCove, { ...DEMO_ORGANIZATIONS.encore, id: 7 }],
    });
    fakeNetwork.on('GET', '/api/performers?organizationId=7', { status: 200, body: [BEN] });
    openCreateForm();

    expect(await screen.findByRole('checkbox', { name: 'Ben Ortiz' })).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', '/api/performers').map(({ url }) => url)).toEqual([
      '/api/performers?organizationId=7',
    ]);
  });

  it('while the organizations are read, then no performers are asked for', async () => {
    fakeNetwork.on('GET', '/api/organizations', 'pending');
    openCreateForm();

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', '/api/organizations')).toHaveLength(1);
    expect(fakeNetwork.requestsTo('GET', '/api/performers')).toHaveLength(0);
  });

  it('when the form is open, then axe finds no violations', async () => {
    answerPerformers();
    openCreateForm();
    await screen.findByRole('checkbox', { name: 'Ana Reyes' });

    await expectNoAxeViolations();
  });

  it('when Escape is pressed, then it closes', async () => {
    answerPerformers();
    const { user, onClose } = openCreateForm();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Create New Booking: validation', () => {
  it('when date, times and department are empty, then each field says it is required and nothing is sent', async () => {
    answerPerformers();
    const { user } = openCreateForm();

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    await user.selectOptions(field('Start Time'), '');
    await user.selectOptions(field('End Time'), '');
    await user.click(submitButton());

    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Date is required');
    expect(field('Start Time')).toHaveAccessibleDescription('Start time is required');
    expect(field('End Time')).toHaveAccessibleDescription('End time is required');
    expect(field('Department')).toHaveAccessibleDescription('Department is required');
    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(0);
  });

  it('when the end is not after the start, then the end time field says so', async () => {
    answerPerformers();
    const { user } = openCreateForm();

    await user.selectOptions(field('Start Time'), '10:00');
    await user.selectOptions(field('End Time'), '09:30');
    await user.click(submitButton());

    expect(field('End Time')).toHaveAccessibleDescription('End time must be after start time');
    expect(field('Start Time')).not.toHaveAccessibleDescription();

    await user.selectOptions(field('End Time'), '11:00');
    expect(field('End Time')).not.toHaveAccessibleDescription();
  });

  it('when the organization has no departments, then no department is asked and the title says Event', async () => {
    answerPerformers();
    answerCreated();
    const { user, onClose } = openCreateForm({ departments: [] });

    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(requestBodies('POST', '/api/bookings')).toEqual([
      {
        title: 'Solo - Event',
        date: '2026-03-10',
        time: '09:00',
        duration: 60,
        notes: null,
        department: null,
        ensemble: 'Solo',
        userId: '',
        organizationId: PALM_COVE_ID,
        status: 'confirmed',
        performerData: null,
      },
    ]);
  });
});

describe('Create New Booking: performers', () => {
  it('when the ensemble is full, then no more performers can be picked; a new ensemble clears the picks', async () => {
    answerPerformers();
    const { user } = openCreateForm();

    await user.click(await screen.findByRole('checkbox', { name: 'Ben Ortiz' }));

    expect(screen.getByRole('checkbox', { name: 'Ana Reyes' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Cara Lee' })).toBeDisabled();
    expect(screen.getByText('The number of performers cannot exceed the ensemble size')).toBeInTheDocument();

    await user.selectOptions(field('Ensemble'), 'Duo');

    expect(screen.getByRole('checkbox', { name: 'Ben Ortiz' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ana Reyes' }));
    expect(screen.getByRole('checkbox', { name: 'Ana Reyes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cara Lee' })).toBeDisabled();
  });

  it('when a performer plays one instrument, then it is pre-selected; with several, none is', async () => {
    answerPerformers();
    const { user } = openCreateForm();
    await user.selectOptions(field('Ensemble'), 'Duo');

    await user.click(await screen.findByRole('checkbox', { name: 'Ben Ortiz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ana Reyes' }));

    expect(field('Instrument for Ben Ortiz')).toHaveValue('piano');
    expect(field('Instrument for Ana Reyes')).toHaveValue('');
  });

  it('when picked performers have no instrument, then the alert names them, each is marked and nothing is sent', async () => {
    answerPerformers();
    const { user } = openCreateForm();
    await user.selectOptions(field('Department'), 'DUSK');
    await user.selectOptions(field('Ensemble'), 'Trio');
    await user.click(await screen.findByRole('checkbox', { name: 'Ana Reyes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cara Lee' }));

    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please select instruments for: Ana Reyes, Cara Lee');
    expect(field('Instrument for Ana Reyes')).toHaveAccessibleDescription('Please select an instrument');
    expect(field('Instrument for Cara Lee')).toHaveAccessibleDescription('Please select an instrument');
    expect(field('Instrument for Ben Ortiz')).not.toHaveAccessibleDescription();
    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(0);

    await user.selectOptions(field('Instrument for Ana Reyes'), 'vocals');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select instruments for: Cara Lee');
  });
});

describe('Create New Booking: recurring', () => {
  it('when recurring is on without dates, then the alert asks for one and nothing is sent', async () => {
    answerPerformers();
    const { user } = openCreateForm();
    await user.selectOptions(field('Department'), 'DUSK');

    await user.click(screen.getByRole('checkbox', { name: 'Recurring booking' }));
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one date for recurring booking',
    );
    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(0);
    expect(fakeNetwork.requestsTo('POST', CHANGE_SETS_PATH)).toHaveLength(0);
  });

  it('when recurring is turned off, then the picked dates are cleared', async () => {
    answerPerformers();
    const { user } = openCreateForm();
    const recurring = screen.getByRole('checkbox', { name: 'Recurring booking' });

    await user.click(recurring);
    const calendar = screen.getByRole('group', { name: 'Additional dates' });
    expect(within(calendar).getByText('March 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Tuesday, March 10, 2026' })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: 'Tuesday, March 17, 2026' }));
    expect(within(calendar).getByText('Selected: Tue, Mar 17, 2026')).toBeInTheDocument();
    await user.click(recurring);
    await user.click(recurring);

    expect(screen.getByText('No dates selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, March 17, 2026' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('when a recurring booking is created, then its bookings are previewed and applied as one change set with the built fields', async () => {
    answerPerformers();
    answerPreviewAndApply(
      [
        newBookingItem(0, '2026-03-10', { title: 'Duo - DUSK' }),
        newBookingItem(1, '2026-03-17', { title: 'Duo - DUSK' }),
        newBookingItem(2, '2026-04-07', { title: 'Duo - DUSK' }),
      ],
      'Booking created successfully',
    );
    const { user, onClose } = openCreateForm();

    await user.selectOptions(field('Start Time'), '19:00');
    await user.selectOptions(field('End Time'), '21:30');
    await user.selectOptions(field('Department'), 'DUSK');
    await user.selectOptions(field('Ensemble'), 'Duo');
    await user.click(await screen.findByRole('checkbox', { name: 'Ana Reyes' }));
    await user.selectOptions(field('Instrument for Ana Reyes'), 'vocals');
    await user.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Sunset set');
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Recurring booking' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Tuesday, April 7, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Tuesday, March 17, 2026' }));
    await user.click(submitButton());

    const preview = screen.getByRole('dialog', { name: 'Create Recurring Bookings' });
    const bookings = await within(preview).findByRole('list', { name: 'Bookings to change' });
    expect(bookings).toHaveTextContent('Tuesday, March 10, 2026 at 7:00 PM');
    expect(bookings).toHaveTextContent('Tuesday, April 7, 2026 at 7:00 PM');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(preview).getByRole('button', { name: 'Create all bookings' }));

    expect(await screen.findByText('Booking created successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const booking = {
      title: 'Duo - DUSK',
      date: '2026-03-10',
      time: '19:00',
      duration: 150,
      notes: 'Sunset set',
      department: 'DUSK',
      ensemble: 'Duo',
      userId: '',
      organizationId: PALM_COVE_ID,
      status: 'pending',
      performerData: JSON.stringify([
        { performerId: ANA.id, instrument: 'vocals', name: 'Ana Reyes' },
        { performerId: BEN.id, instrument: 'piano', name: 'Ben Ortiz' },
      ]),
    };
    const request = {
      action: 'recurring_create',
      booking,
      dates: ['2026-03-17', '2026-04-07'],
      notifyPerformers: 'affected',
    };
    expect(changeSetBodies()).toEqual([
      { ...request, dryRun: true },
      { ...request, dryRun: false, apply: 'all' },
    ]);
    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(0);
  });

  it('when a recurring create’s one change set fails, then the Error toast shows and the form stays open to try again', async () => {
    answerPerformers();
    answerChangeSets({
      preview: {
        status: 200,
        body: changeSetResult(
          [newBookingItem(0, '2026-03-10'), newBookingItem(1, '2026-03-17')],
          '2 bookings would change',
          true,
        ),
      },
      apply: { status: 500, body: { message: 'boom' } },
    });
    const { user, onClose } = openCreateForm();
    await user.selectOptions(field('Department'), 'DUSK');
    await user.click(screen.getByRole('checkbox', { name: 'Recurring booking' }));
    await user.click(screen.getByRole('button', { name: 'Tuesday, March 17, 2026' }));

    await user.click(submitButton());
    const preview = screen.getByRole('dialog', { name: 'Create Recurring Bookings' });
    await user.click(await within(preview).findByRole('button', { name: 'Create all bookings' }));

    expect(await screen.findByText('Failed to create booking. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(0);
    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Create New Booking' })).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('when the end is 12:00 AM, then the booking runs to midnight', async () => {
    answerPerformers();
    answerCreated();
    const { user, onClose } = openCreateForm();
    await user.selectOptions(field('Department'), 'Lobby Bar');
    await user.selectOptions(field('Start Time'), '22:30');
    await user.selectOptions(field('End Time'), '24:00');

    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestBodies('POST', '/api/bookings')).toEqual([
      expect.objectContaining({ title: 'Solo - Lobby Bar', time: '22:30', duration: 90 }),
    ]);
  });
});

describe('Create New Booking: answers', () => {
  async function fillAndSubmit(user: ReturnType<typeof openCreateForm>['user']) {
    await user.selectOptions(field('Department'), 'Lobby Bar');
    await user.click(await screen.findByRole('checkbox', { name: 'Ben Ortiz' }));
    await user.click(submitButton());
  }

  it('when the create fails, then the Error toast shows and the dialog stays open', async () => {
    answerPerformers();
    fakeNetwork.on('POST', '/api/bookings', { status: 500, body: { message: 'boom' } });
    const { user, onClose } = openCreateForm();

    await fillAndSubmit(user);

    expect(await screen.findByText('Failed to create booking. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });

  it('when the organization warns of a double booking, then the booking is made and the warning lists it', async () => {
    answerPerformers();
    fakeNetwork.on('POST', '/api/bookings', {
      status: 201,
      body: { ...bookingDto(), conflicts: [CONFLICT] },
    });
    const { user, onClose } = openCreateForm();

    await fillAndSubmit(user);

    expect(await screen.findByText('Booking created successfully')).toBeInTheDocument();
    expect(screen.getByText('Performer already booked')).toBeInTheDocument();
    expect(screen.getByText(CONFLICT_TEXT)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when the organization blocks a double booking, then the dialog stays open and lists the conflicts', async () => {
    answerPerformers();
    fakeNetwork.on('POST', '/api/bookings', {
      status: 409,
      body: { message: 'A performer is already booked at this time', conflicts: [CONFLICT] },
    });
    const { user, onClose } = openCreateForm();

    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking refused: performer already booked');
    expect(alert).toHaveTextContent(CONFLICT_TEXT);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Booking created successfully')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to create booking. Please try again.')).not.toBeInTheDocument();
  });

  it('when submit is pressed twice while saving, then one booking is sent', async () => {
    answerPerformers();
    fakeNetwork.on('POST', '/api/bookings', 'pending');
    const { user } = openCreateForm();
    await user.selectOptions(field('Department'), 'Lobby Bar');

    const button = submitButton();
    await user.dblClick(button);

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(1);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { onlyRequestBody, openAdminScreen } from '../../../test-support/open-admin-screen';
import { ANA, BEN, PERFORMERS } from './performer-fixtures';
import { ANA_PERIODS, EVENING, HOLIDAY } from './unavailability-fixtures';

/** Opens Ana's unavailability dialog with the server answering `periods`. */
async function openAnaUnavailability(periods: unknown[] = [HOLIDAY, EVENING], role: Role = 'owner') {
  fakeNetwork.on('GET', PERFORMERS, { status: 200, body: [ANA, BEN] });
  fakeNetwork.on('GET', ANA_PERIODS, { status: 200, body: periods });
  const rendered = await openAdminScreen('/performers', role);
  await rendered.user.click(await screen.findByRole('button', { name: 'Unavailability of Ana Strings' }));
  const dialog = screen.getByRole('dialog', { name: 'Unavailability' });
  return { ...rendered, dialog };
}

/** Date and time inputs take their value as a whole, as a browser's picker sets it. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function addForm(dialog: HTMLElement) {
  return within(within(dialog).getByRole('form', { name: 'Add unavailability' }));
}

describe('Unavailability list', () => {
  it.each<Role>(['owner', 'super_admin'])(
    'when %s opens it, then each period shows its span, zone and reason, whole days as dates',
    async (role) => {
      const { dialog } = await openAnaUnavailability([HOLIDAY, EVENING], role);

      const list = await within(dialog).findByRole('list', { name: 'Unavailable periods of Ana Strings' });
      const [holiday, evening] = within(list).getAllByRole('listitem');
      expect(holiday).toHaveTextContent('Jun 10, 2031 – Jun 12, 2031, all day');
      expect(holiday).toHaveTextContent('Times in America/New York');
      expect(holiday).toHaveTextContent('Holiday');
      expect(evening).toHaveTextContent('Jul 1, 2031, 6:00 PM – 11:30 PM');
      expect(evening).toHaveTextContent('No reason given');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
    },
  );

  it('when there are none, then the dialog says so; when they cannot be read, then it alerts', async () => {
    const { dialog, user } = await openAnaUnavailability([]);
    expect(await within(dialog).findByText('No unavailable periods.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    fakeNetwork.on('GET', ANA_PERIODS, { status: 500, body: { message: 'boom' } });
    await user.click(screen.getByRole('button', { name: 'Unavailability of Ana Strings' }));

    const reopened = screen.getByRole('dialog', { name: 'Unavailability' });
    expect(await within(reopened).findByRole('alert')).toHaveTextContent(
      'Failed to load unavailable periods',
    );
  });

  it('when open with its periods, then the page has no axe violations', async () => {
    const { dialog } = await openAnaUnavailability();
    await within(dialog).findByRole('list', { name: 'Unavailable periods of Ana Strings' });

    await expectNoAxeViolations();
  });
});

describe('Adding unavailability', () => {
  it('when whole days are picked, then it posts 00:00 to the day after the end date and toasts', async () => {
    fakeNetwork.on('POST', ANA_PERIODS, { status: 201, body: HOLIDAY });
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);
    expect(form.getByRole('switch', { name: 'All day' })).toBeChecked();
    expect(form.queryByLabelText('Start time')).not.toBeInTheDocument();

    fill(form.getByLabelText('Start date'), '2031-06-10');
    fill(form.getByLabelText('End date'), '2031-06-12');
    await user.type(form.getByRole('textbox', { name: 'Reason' }), ' Holiday ');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    expect(await screen.findByText('Unavailability added')).toBeInTheDocument();
    expect(onlyRequestBody('POST', ANA_PERIODS)).toEqual({
      startDate: '2031-06-10',
      startTime: '00:00',
      endDate: '2031-06-13',
      endTime: '00:00',
      reason: 'Holiday',
    });
    expect(form.getByLabelText('Start date')).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    // The write invalidates the list, so it is read again.
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', ANA_PERIODS).length).toBeGreaterThan(1));
  });

  it('when one day is picked, then the end date follows the start date', async () => {
    fakeNetwork.on('POST', ANA_PERIODS, { status: 201, body: HOLIDAY });
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);

    fill(form.getByLabelText('Start date'), '2031-06-10');
    expect(form.getByLabelText('End date')).toHaveValue('2031-06-10');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    expect(await screen.findByText('Unavailability added')).toBeInTheDocument();
    expect(onlyRequestBody('POST', ANA_PERIODS)).toMatchObject({
      startDate: '2031-06-10',
      endDate: '2031-06-11',
      reason: null,
    });
  });

  it('when All day is off, then it posts the times as picked', async () => {
    fakeNetwork.on('POST', ANA_PERIODS, { status: 201, body: EVENING });
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);

    await user.click(form.getByRole('switch', { name: 'All day' }));
    fill(form.getByLabelText('Start date'), '2031-07-01');
    fill(form.getByLabelText('Start time'), '18:00');
    fill(form.getByLabelText('End date'), '2031-07-02');
    fill(form.getByLabelText('End time'), '01:30');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    expect(await screen.findByText('Unavailability added')).toBeInTheDocument();
    expect(onlyRequestBody('POST', ANA_PERIODS)).toEqual({
      startDate: '2031-07-01',
      startTime: '18:00',
      endDate: '2031-07-02',
      endTime: '01:30',
      reason: null,
    });
  });

  it('when nothing is picked, then the dates say they are required, the first is focused and nothing is sent', async () => {
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);

    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    const start = form.getByLabelText('Start date');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('Start date is required');
    expect(form.getByLabelText('End date')).toHaveAccessibleDescription('End date is required');
    expect(start).toHaveFocus();
    expect(fakeNetwork.requestsTo('POST', ANA_PERIODS)).toHaveLength(0);
  });

  it('when the end date is before the start, then the end date says so', async () => {
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);

    fill(form.getByLabelText('Start date'), '2031-06-10');
    fill(form.getByLabelText('End date'), '2031-06-08');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    expect(form.getByLabelText('End date')).toHaveAccessibleDescription('Start must be before end');
    expect(form.getByLabelText('Start date')).not.toHaveAttribute('aria-invalid');
    expect(fakeNetwork.requestsTo('POST', ANA_PERIODS)).toHaveLength(0);
  });

  it('when the times are missing or the span is over 366 days, then each field says why', async () => {
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);

    await user.click(form.getByRole('switch', { name: 'All day' }));
    fill(form.getByLabelText('Start date'), '2031-06-10');
    fill(form.getByLabelText('End date'), '2031-06-10');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    expect(form.getByLabelText('Start time')).toHaveAccessibleDescription('Time must be in HH:MM format');
    expect(form.getByLabelText('Start time')).toHaveFocus();

    await user.click(form.getByRole('switch', { name: 'All day' }));
    fill(form.getByLabelText('End date'), '2032-06-10');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    expect(form.getByLabelText('End date')).toHaveAccessibleDescription('A period cannot exceed 366 days');
    expect(fakeNetwork.requestsTo('POST', ANA_PERIODS)).toHaveLength(0);
  });

  it('when the reason has angle brackets or is too long, then the reason says why', async () => {
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);
    fill(form.getByLabelText('Start date'), '2031-06-10');
    const reason = form.getByRole('textbox', { name: 'Reason' });

    await user.type(reason, '<b>Away</b>');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Reason cannot contain HTML tags') as string,
    );

    fill(reason, 'x'.repeat(201));
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Reason must be less than 200 characters') as string,
    );
    expect(fakeNetwork.requestsTo('POST', ANA_PERIODS)).toHaveLength(0);
  });

  it('when the server refuses with a 400, then its message shows under the field it names and in a toast', async () => {
    fakeNetwork.on('POST', ANA_PERIODS, {
      status: 400,
      body: {
        message: 'A performer cannot have more than 200 current unavailable periods',
        errors: [
          { path: 'startDate', message: 'A performer cannot have more than 200 current unavailable periods' },
        ],
      },
    });
    const { dialog, user } = await openAnaUnavailability([]);
    const form = addForm(dialog);

    fill(form.getByLabelText('Start date'), '2031-06-10');
    await user.click(form.getByRole('button', { name: 'Add Unavailability' }));

    await waitFor(() =>
      expect(form.getByLabelText('Start date')).toHaveAccessibleDescription(
        'A performer cannot have more than 200 current unavailable periods',
      ),
    );
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(form.getByLabelText('Start date')).toHaveValue('2031-06-10');
  });
});

describe('Removing unavailability', () => {
  const REMOVE_HOLIDAY = 'Remove unavailable period Jun 10, 2031 – Jun 12, 2031, all day';
  const HOLIDAY_PERIOD = `${ANA_PERIODS}/7`;

  it('when Remove is pressed, then it asks first; Cancel sends nothing and gives the focus back', async () => {
    const { dialog, user } = await openAnaUnavailability();
    const remove = await within(dialog).findByRole('button', { name: REMOVE_HOLIDAY });

    await user.click(remove);

    expect(
      within(dialog).getByText(
        'Remove the unavailable period Jun 10, 2031 – Jun 12, 2031, all day? Ana Strings is then shown as free at that time.',
      ),
    ).toBeInTheDocument();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);

    expect(within(dialog).getByRole('button', { name: REMOVE_HOLIDAY })).toHaveFocus();
    expect(fakeNetwork.requestsTo('DELETE', HOLIDAY_PERIOD)).toHaveLength(0);
  });

  it('when the removal is confirmed, then it deletes the period and toasts', async () => {
    fakeNetwork.on('DELETE', HOLIDAY_PERIOD, { status: 204 });
    const { dialog, user } = await openAnaUnavailability();

    await user.click(await within(dialog).findByRole('button', { name: REMOVE_HOLIDAY }));
    fakeNetwork.on('GET', ANA_PERIODS, { status: 200, body: [EVENING] });
    await user.click(within(dialog).getByRole('button', { name: REMOVE_HOLIDAY }));

    expect(await screen.findByText('Unavailability removed')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', HOLIDAY_PERIOD)).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: REMOVE_HOLIDAY })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('heading', { name: 'Current periods' })).toHaveFocus();
  });

  it('when the removal fails, then the error toast shows and the period stays', async () => {
    fakeNetwork.on('DELETE', HOLIDAY_PERIOD, { status: 404, body: { message: 'Not found' } });
    const { dialog, user } = await openAnaUnavailability();

    await user.click(await within(dialog).findByRole('button', { name: REMOVE_HOLIDAY }));
    await user.click(within(dialog).getByRole('button', { name: REMOVE_HOLIDAY }));

    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: REMOVE_HOLIDAY })).toHaveFocus();
  });
});

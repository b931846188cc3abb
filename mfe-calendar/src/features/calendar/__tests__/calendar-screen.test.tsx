import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import {
  answerCalendarReads,
  booking,
  bookingReads,
  rangeWasRead,
  readsOfRangeFrom,
  DUSK,
  freezeToday,
  LOBBY_BAR,
  NOVEMBER_GRID,
  openCalendar,
} from '../../../test-support/calendar-fixtures';

describe('calendar screen (docs/PRODUCT.md section 2, Calendar screen)', () => {
  beforeEach(() => freezeToday());
  afterEach(() => jest.useRealTimers());

  it.each(['owner', 'super_admin'] as const)(
    'when the %s opens the calendar, then Select Organization lists the client organizations, the first one chosen',
    async (role) => {
      answerCalendarReads();
      await openCalendar(role);

      const selector = await screen.findByRole('combobox', { name: 'Select Organization' });
      await waitFor(() =>
        expect(
          within(selector)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Palm Cove Beach Resort', 'Cypress Hills Country Club']),
      );
      expect(selector).toHaveValue('1');
    },
  );

  it.each(['org_admin', 'user'] as const)(
    'when the %s opens the calendar, then there is no organization selector and their own organization shows',
    async (role) => {
      answerCalendarReads();
      await openCalendar(role);

      await screen.findByRole('group', { name: 'Select Departments to Display' });
      expect(screen.queryByRole('combobox', { name: 'Select Organization' })).not.toBeInTheDocument();
      await waitFor(() => expect(bookingReads().at(-1)?.get('organizationId')).toBe('1'));
      expect(fakeNetwork.requestsTo('GET', '/api/organizations')).toHaveLength(0);
    },
  );

  it('when the owner picks another organization, then its bookings are read', async () => {
    answerCalendarReads();
    const { user } = await openCalendar('owner');

    await screen.findByRole('option', { name: 'Cypress Hills Country Club' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Organization' }), '3');

    await waitFor(() => expect(bookingReads().at(-1)?.get('organizationId')).toBe('3'));
    expect(bookingReads().map((params) => params.get('organizationId'))).not.toContain('2');
  });

  it('when the calendar opens on a month, then the bookings request carries the 6-week grid range and the organization', async () => {
    answerCalendarReads();
    await openCalendar('org_admin');

    await waitFor(() => expect(bookingReads()).not.toHaveLength(0));
    const [params] = bookingReads();
    expect(params?.get('from')).toBe(NOVEMBER_GRID.from);
    expect(params?.get('to')).toBe(NOVEMBER_GRID.to);
    expect(params?.get('organizationId')).toBe('1');
  });

  it('when the department panel shows, then it offers Select All, a coloured checkbox per department and Pending Only', async () => {
    answerCalendarReads();
    await openCalendar('org_admin');

    const panel = await screen.findByRole('group', { name: 'Select Departments to Display' });
    expect(await within(panel).findByRole('checkbox', { name: 'Lobby Bar' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Select All Departments' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'DUSK' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'The Grill' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Pending Only' })).not.toBeChecked();
    expect(panel).toHaveStyle({ maxHeight: '10rem' });
  });

  it('when a plain user opens the calendar, then the panel offers only their own department', async () => {
    answerCalendarReads();
    await openCalendar('user');

    const panel = await screen.findByRole('group', { name: 'Select Departments to Display' });
    expect(await within(panel).findByRole('checkbox', { name: 'Lobby Bar' })).toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox', { name: 'DUSK' })).not.toBeInTheDocument();
  });

  it('when every department is unticked, then No Departments Selected replaces the calendar', async () => {
    answerCalendarReads();
    const { user } = await openCalendar('org_admin');

    await user.click(await screen.findByRole('checkbox', { name: 'Select All Departments' }));

    expect(await screen.findByText('No Departments Selected')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please select one or more departments from the list above to view their calendar events.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Month' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'DUSK' }));
    expect(screen.queryByText('No Departments Selected')).not.toBeInTheDocument();
  });

  it('when a department is unticked or Pending Only is ticked, then the month shows only the matching bookings', async () => {
    answerCalendarReads({
      bookings: [
        booking({ title: 'Lobby jazz', department: LOBBY_BAR.name }),
        booking({ title: 'Dusk duo', department: DUSK.name, status: 'pending' }),
      ],
    });
    const { user } = await openCalendar('org_admin');
    await screen.findByText('Lobby jazz');

    await user.click(screen.getByRole('checkbox', { name: 'Lobby Bar' }));
    await waitFor(() => expect(screen.queryByText('Lobby jazz')).not.toBeInTheDocument());
    expect(screen.getByText('Dusk duo')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select All Departments' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select All Departments' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pending Only' }));
    await waitFor(() => expect(screen.queryByText('Lobby jazz')).not.toBeInTheDocument());
    expect(screen.getByText('Dusk duo')).toBeInTheDocument();
  });

  it('when only some departments are ticked, then Select All Departments is partly checked', async () => {
    answerCalendarReads();
    const { user } = await openCalendar('org_admin');
    const selectAll = await screen.findByRole('checkbox', { name: 'Select All Departments' });
    expect(selectAll).not.toBePartiallyChecked();

    await user.click(await screen.findByRole('checkbox', { name: 'Lobby Bar' }));
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'DUSK' }));
    await user.click(screen.getByRole('checkbox', { name: 'The Grill' }));
    expect(selectAll).not.toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'DUSK' }));
    expect(selectAll).toBePartiallyChecked();
    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(selectAll).not.toBePartiallyChecked();
  });

  it('when the bookings cannot be read, then the Failed to fetch bookings toast shows', async () => {
    answerCalendarReads();
    fakeNetwork.on('GET', '/api/bookings', { status: 403, body: { message: 'Forbidden' } });
    await openCalendar('org_admin');

    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
  });

  it('when the departments cannot be read, then the Failed to fetch departments toast shows', async () => {
    answerCalendarReads();
    fakeNetwork.on('GET', '/api/organizations/1/departments', {
      status: 404,
      body: { message: 'Not found' },
    });
    await openCalendar('org_admin');

    expect(await screen.findByText('Failed to fetch departments')).toBeInTheDocument();
  });

  it('when the tab becomes visible again, then the bookings are read again', async () => {
    answerCalendarReads();
    await openCalendar('org_admin');
    await waitFor(() => expect(readsOfRangeFrom(NOVEMBER_GRID.from)).toBe(1));

    document.dispatchEvent(new Event('visibilitychange'));

    await waitFor(() => expect(readsOfRangeFrom(NOVEMBER_GRID.from)).toBe(2));
  });
});

describe('calendar accessibility', () => {
  beforeEach(() => freezeToday());
  afterEach(() => jest.useRealTimers());

  it('when a writer shows the month with bookings in edit mode, then it has no axe violations', async () => {
    answerCalendarReads({
      bookings: [
        booking({ title: 'Lobby jazz' }),
        booking({ title: 'Dusk duo', department: DUSK.name, status: 'pending' }),
      ],
    });
    const { user } = await openCalendar('owner');
    await screen.findByText('Lobby jazz');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await expectNoAxeViolations();
  });
});

describe('calendar navigation (docs/PRODUCT.md section 2, views and Back)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: [booking({ title: 'Friday trio', date: '2026-11-20' })] });
  });
  afterEach(() => jest.useRealTimers());

  it('when the calendar opens, then the month title shows and previous and next step a month', async () => {
    const { user } = await openCalendar('org_admin');

    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    await waitFor(() => expect(rangeWasRead('from=2026-09-27&to=2026-11-07')).toBe(true));
  });

  it('when Week is chosen, then the title is Week of its Monday, the read covers Monday to Sunday, and next steps 7 days', async () => {
    const { user } = await openCalendar('org_admin');
    await screen.findByRole('heading', { name: 'November 2026' });

    await user.click(screen.getByRole('button', { name: 'Week' }));

    expect(await screen.findByRole('heading', { name: 'Week of Nov 16, 2026' })).toBeInTheDocument();
    await waitFor(() => expect(rangeWasRead('from=2026-11-16&to=2026-11-22')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Week of Nov 23, 2026' })).toBeInTheDocument();
  });

  it('when Day is chosen, then the full day is the title and previous steps one day', async () => {
    const { user } = await openCalendar('org_admin');
    await screen.findByRole('heading', { name: 'November 2026' });

    await user.click(screen.getByRole('button', { name: 'Day' }));

    expect(await screen.findByRole('heading', { name: 'Saturday, November 21, 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { name: 'Friday, November 20, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Friday trio')).toBeInTheDocument();
  });

  it('when a day of the month is clicked, then its Day view opens and Back returns to the month', async () => {
    const { user } = await openCalendar('org_admin');
    await screen.findByText('Friday trio');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    const dayNumber = document.querySelector('.month-day[data-date="2026-11-18"] .month-day-number');
    if (dayNumber === null) throw new Error('no day number for November 18');
    await user.click(dayNumber);

    expect(await screen.findByRole('heading', { name: 'Wednesday, November 18, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No events scheduled for this day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('when a booking is clicked outside edit mode, then its day opens', async () => {
    const { user } = await openCalendar('org_admin');

    await user.click(await screen.findByText('Friday trio'));

    expect(await screen.findByRole('heading', { name: 'Friday, November 20, 2026' })).toBeInTheDocument();
  });
});

describe('calendar without an organization', () => {
  beforeEach(() => freezeToday());
  afterEach(() => jest.useRealTimers());

  it('when an org admin has no organization, then no bookings are read and the select-an-organization text shows', async () => {
    answerCalendarReads();
    await openCalendar('org_admin', { organization: null });

    expect(
      await screen.findByText('Please select an organization to view its calendar.'),
    ).toBeInTheDocument();
    expect(bookingReads()).toHaveLength(0);
  });
});

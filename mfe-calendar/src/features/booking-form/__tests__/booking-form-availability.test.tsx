import { act, screen, waitFor, within } from '@testing-library/react';
import {
  DEMO_ORGANIZATIONS,
  expectNoAxeViolations,
  fakeNetwork,
  fakeScreenTimers,
  performerDto,
} from '@booking-portal/shell/test-support';
import { AVAILABILITY_CHECK_DELAY_MS } from '../../availability-check';
import {
  ANA,
  answerPerformers,
  BEN,
  bookingDto,
  CARA,
  openBookingForm,
} from '../../../test-support/booking-form-fixtures';
import {
  answerAvailability,
  availabilityChecks,
  bookedElsewhere,
  bookedHere,
  on,
  unavailable,
  venueClosed,
} from '../../../test-support/availability-fixtures';

const DAN = performerDto(4, 'Dan Moss', ['drums']);

afterEach(() => {
  jest.useRealTimers();
});

const openCreateForm = () => openBookingForm();

const field = (name: string) => screen.getByRole('combobox', { name });
const performer = (name: string) => screen.getByRole('checkbox', { name });

describe('Create New Booking: who is free', () => {
  it('when the date and times are chosen, then one check asks for every performer and the picker marks each by status', async () => {
    answerPerformers([ANA, BEN, CARA, DAN]);
    answerAvailability([
      on('2026-03-10', bookedElsewhere()),
      on('2026-03-10', bookedHere()),
      on('2026-03-10', unavailable({ performerId: 4, performerName: 'Dan Moss' })),
    ]);
    openCreateForm();

    await waitFor(() => expect(performer('Dan Moss')).toHaveAccessibleDescription('unavailable: Holiday'));
    expect(performer('Ana Reyes')).toHaveAccessibleDescription('free');
    // Another organization's booking says when it is (its zone only when not the form's).
    expect(performer('Ben Ortiz')).toHaveAccessibleDescription('booked elsewhere: 9:00 AM - 10:00 AM');
    expect(performer('Cara Lee')).toHaveAccessibleDescription('on another booking: Trio - DUSK');
    // Each mark is words and an icon, never a colour alone.
    const danMark = document.getElementById(performer('Dan Moss').getAttribute('aria-describedby') ?? '');
    expect(danMark).toHaveTextContent('⛔unavailable: Holiday');
    const [check] = availabilityChecks();
    expect(check?.toString()).toBe(
      'organizationId=1&dates=2026-03-10&time=09%3A00&duration=60&shape=compact',
    );
  });

  it('when another organization’s booking is in another zone and the reader may see where it is, then the mark says when, in which zone, and where', async () => {
    answerPerformers();
    fakeNetwork.on('GET', '/api/organizations', {
      status: 200,
      body: [{ ...DEMO_ORGANIZATIONS.palmCove, timeZone: 'America/New_York' }, DEMO_ORGANIZATIONS.encore],
    });
    answerAvailability([
      on(
        '2026-03-10',
        Object.assign(bookedElsewhere({ time: '08:00', duration: 90 }), {
          timeZone: 'America/Chicago',
          where: { organizationName: 'Cypress Hills Country Club', department: 'Clubhouse' },
        }),
      ),
    ]);
    openCreateForm();

    await waitFor(() =>
      expect(performer('Ben Ortiz')).toHaveAccessibleDescription(
        'booked elsewhere: 8:00 AM - 9:30 AM (America/Chicago) at Cypress Hills Country Club, Clubhouse',
      ),
    );
  });

  it('when the times and department change, then the check asks again for the slot on screen', async () => {
    answerPerformers();
    answerAvailability((params) =>
      params.get('time') === '19:00'
        ? [
            on(
              '2026-03-10',
              unavailable({ unavailability: { ...unavailable().unavailability, reason: null } }),
            ),
          ]
        : [],
    );
    const { user } = openCreateForm();
    await waitFor(() => expect(performer('Ana Reyes')).toHaveAccessibleDescription('free'));

    await user.selectOptions(field('Start Time'), '19:00');
    await user.selectOptions(field('End Time'), '21:30');
    await user.selectOptions(field('Department'), 'Lobby Bar');

    await waitFor(() => expect(performer('Ana Reyes')).toHaveAccessibleDescription('unavailable'));
    expect(availabilityChecks().at(-1)?.toString()).toBe(
      'organizationId=1&department=Lobby+Bar&dates=2026-03-10&time=19%3A00&duration=150&shape=compact',
    );
  });

  it('when the venue is closed at that time, then an alert above the form gives the reason', async () => {
    answerPerformers();
    answerAvailability([on('2026-03-10', venueClosed())]);
    openCreateForm();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The venue is closed at this time');
    expect(alert).toHaveTextContent(
      'Lobby Bar: venue closed: Private event (Tuesday, March 10, 2026, all day)',
    );
    expect(screen.getByRole('dialog').querySelector('form')?.firstElementChild).toContainElement(alert);
  });

  it('when recurring dates are chosen, then the one check covers them all and the dates with a problem are listed', async () => {
    answerPerformers();
    answerAvailability([
      on('2026-03-12', bookedElsewhere({ date: '2026-03-12' })),
      on('2026-03-17', unavailable({ performerId: 3, performerName: 'Cara Lee' })),
      on('2026-03-19', venueClosed()),
    ]);
    const { user } = openCreateForm();
    await user.click(await screen.findByRole('checkbox', { name: 'Ben Ortiz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Recurring booking' }));
    const extraDates = screen.getByRole('group', { name: 'Additional dates' });
    for (const day of ['Thursday, March 12, 2026', 'Tuesday, March 17, 2026', 'Thursday, March 19, 2026']) {
      await user.click(within(extraDates).getByRole('button', { name: day }));
    }

    // Cara Lee is not on the booking, so her problem on March 17 does not count against that date.
    const dates = screen.getByRole('group', { name: 'Availability on the chosen dates' });
    const lines = await waitFor(() => {
      const found = within(dates).getAllByRole('listitem');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(lines.map((line) => line.textContent)).toEqual([
      '⚠ Thu, Mar 12, 2026: Ben Ortiz: booked elsewhere: 9:00 AM - 10:00 AM',
      '⚠ Thu, Mar 19, 2026: Lobby Bar: venue closed: Private event',
    ]);
    expect(availabilityChecks().at(-1)?.get('dates')).toBe('2026-03-10,2026-03-12,2026-03-17,2026-03-19');
    // With several dates, a mark says which date its problem is on.
    expect(performer('Cara Lee')).toHaveAccessibleDescription('Tue, Mar 17, 2026: unavailable: Holiday');
  });

  it('when recurring dates all have no problem, then the list says so', async () => {
    answerPerformers();
    answerAvailability([]);
    const { user } = openCreateForm();
    await user.click(screen.getByRole('checkbox', { name: 'Recurring booking' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Additional dates' })).getByRole('button', {
        name: 'Thursday, March 12, 2026',
      }),
    );

    expect(await screen.findByText('No problems on the chosen dates')).toBeInTheDocument();
  });

  it('when the check fails, then the picker says so and the booking can still be saved', async () => {
    // The read is tried again after 1 s and 2 s before it fails for good.
    fakeScreenTimers();
    answerPerformers();
    fakeNetwork.on('GET', '/api/availability', { status: 500, body: { message: 'boom' } });
    fakeNetwork.on('POST', '/api/bookings', { status: 201, body: { ...bookingDto(), conflicts: [] } });
    const { user, onClose } = openCreateForm();

    expect(
      await screen.findByText('Could not check who is free; the booking is still checked when it is saved'),
    ).toBeInTheDocument();
    expect(performer('Ana Reyes')).not.toHaveAccessibleDescription();

    await user.selectOptions(field('Department'), 'Lobby Bar');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('when the end is not after the start, then nothing is asked and the picker says what it waits for', async () => {
    fakeScreenTimers();
    answerPerformers();
    answerAvailability([]);
    const { user } = openCreateForm();
    await waitFor(() => expect(performer('Ana Reyes')).toHaveAccessibleDescription('free'));

    await user.selectOptions(field('End Time'), '08:30');
    // Well past the pause after which a complete slot would be asked for.
    await act(() => jest.advanceTimersByTimeAsync(AVAILABILITY_CHECK_DELAY_MS * 10));

    expect(availabilityChecks()).toHaveLength(1);
    expect(screen.getByText('Choose the date and times to see who is free')).toBeInTheDocument();
    expect(performer('Ana Reyes')).not.toHaveAccessibleDescription();
  });

  it('when the picker is marked, then axe finds no violations', async () => {
    answerPerformers();
    answerAvailability([on('2026-03-10', bookedElsewhere()), on('2026-03-10', venueClosed())]);
    openCreateForm();
    await waitFor(() =>
      expect(performer('Ben Ortiz')).toHaveAccessibleDescription('booked elsewhere: 9:00 AM - 10:00 AM'),
    );

    await expectNoAxeViolations();
  });
});

describe('Edit Booking: who is free', () => {
  it('when a booking is edited, then the check leaves the booking itself out', async () => {
    answerPerformers();
    answerAvailability([]);
    openBookingForm(bookingDto());

    await waitFor(() => expect(performer('Ana Reyes')).toHaveAccessibleDescription('free'));
    expect(availabilityChecks()[0]?.toString()).toBe(
      'organizationId=1&department=Lobby+Bar&dates=2026-03-10&time=19%3A00&duration=120&excludeBookingId=7&shape=compact',
    );
  });
});

describe('Create New Booking: problems in the write’s answer', () => {
  async function fillAndSubmit(user: ReturnType<typeof openCreateForm>['user']) {
    await user.selectOptions(field('Department'), 'Lobby Bar');
    await user.click(await screen.findByRole('checkbox', { name: 'Ana Reyes' }));
    await user.selectOptions(field('Instrument for Ana Reyes'), 'violin');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
  }

  it('when the warn policy lets a booking through with an unavailable performer and the venue closed, then the warning lists both', async () => {
    answerPerformers();
    answerAvailability([]);
    fakeNetwork.on('POST', '/api/bookings', {
      status: 201,
      body: { ...bookingDto(), conflicts: [unavailable(), venueClosed()] },
    });
    const { user, onClose } = openCreateForm();

    await fillAndSubmit(user);

    expect(await screen.findByText('Booking created successfully')).toBeInTheDocument();
    expect(screen.getByText('Performers or venue not available')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Ana Reyes: unavailable: Holiday \(Mar 10, 2026 - Mar 11, 2026, all day\)\s+Lobby Bar: venue closed: Private event \(Tuesday, March 10, 2026, all day\)/,
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'an unavailable performer',
      unavailable(),
      'A performer is unavailable at this time',
      'Booking refused: performer unavailable',
      'Ana Reyes: unavailable: Holiday (Mar 10, 2026 - Mar 11, 2026, all day)',
    ],
    [
      'the venue closed',
      venueClosed(),
      'The venue is closed at this time',
      'Booking refused: venue closed',
      'Lobby Bar: venue closed: Private event (Tuesday, March 10, 2026, all day)',
    ],
    [
      'a performer booked elsewhere',
      bookedElsewhere(),
      'A performer is already booked at this time',
      'Booking refused: performer already booked',
      'Ben Ortiz: Tuesday, March 10, 2026 at 9:00 AM (booked elsewhere)',
    ],
  ])(
    'when the block policy refuses %s, then the dialog stays open and names it',
    async (_kind, problem, message, title, line) => {
      answerPerformers();
      answerAvailability([]);
      fakeNetwork.on('POST', '/api/bookings', { status: 409, body: { message, conflicts: [problem] } });
      const { user, onClose } = openCreateForm();

      await fillAndSubmit(user);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(line);
      expect(onClose).not.toHaveBeenCalled();
    },
  );
});

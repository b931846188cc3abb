import { screen, waitFor, within } from '@testing-library/react';
import type { ClosureCoverageDto, CoveredBookingDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { renderDialog, requestBodies } from '../../../test-support/booking-form-fixtures';
import { LOBBY_BAR, PALM_COVE_DEPARTMENTS } from '../../../test-support/calendar-fixtures';
import { CloseVenueDialog } from '../components/close-venue-dialog';

const COVERAGE_PATH = '/api/organizations/1/closures/covered-bookings';

const SOLO: CoveredBookingDto = {
  id: 301,
  title: 'Solo piano',
  date: '2026-11-12',
  startTime: '21:00',
  endTime: '23:00',
  department: 'Lobby Bar',
  status: 'confirmed',
  performers: ['Ann Lee'],
};

function answerCoverage(coverage: ClosureCoverageDto) {
  fakeNetwork.on('GET', COVERAGE_PATH, { status: 200, body: coverage });
}

function coverageQueries(): string[] {
  return fakeNetwork
    .requestsTo('GET', COVERAGE_PATH)
    .map((request) => new URL(request.url, 'http://localhost').searchParams.toString());
}

function openDialog() {
  const onClose = jest.fn();
  const rendered = renderDialog(
    <CloseVenueDialog
      organizationId={1}
      departments={PALM_COVE_DEPARTMENTS}
      date="2026-11-12"
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose };
}

describe('the Close Venue dialog', () => {
  it('when the venue and span are chosen, then the bookings the closure would cover are listed before anything is saved', async () => {
    answerCoverage({ bookings: [SOLO], total: 1 });
    const { user } = openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Close Venue' });

    await user.selectOptions(within(dialog).getByLabelText('Department'), 'Lobby Bar');
    const list = await within(dialog).findByRole('list', { name: 'Bookings the closure covers' });

    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Solo piano, Nov 12, 2026, 9:00 PM - 11:00 PM, Lobby Bar, confirmed, with Ann Lee',
    );
    expect(
      within(dialog).getByText('1 booking falls within this closure. It stays booked unless you cancel it.'),
    ).toBeInTheDocument();
    expect(coverageQueries()).toContain(
      `startDate=2026-11-12&startTime=00%3A00&endDate=2026-11-13&endTime=00%3A00&departmentId=${LOBBY_BAR.id}`,
    );
    expect(requestBodies('POST', '/api/organizations/1/closures')).toEqual([]);
    await expectNoAxeViolations();
  });

  it('when the span runs backwards, then nothing is asked and saving names the field', async () => {
    answerCoverage({ bookings: [], total: 0 });
    const { user } = openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Close Venue' });
    await within(dialog).findByText('No bookings during this closure.');
    const asked = coverageQueries().length;

    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2026-11-11');
    await user.type(within(dialog).getByLabelText('Reason'), 'Renovation');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));

    expect(within(dialog).getByText('Start must be before end')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Choose when the venue closes to see the bookings it covers.'),
    ).toBeInTheDocument();
    expect(coverageQueries()).toHaveLength(asked);
    expect(requestBodies('POST', '/api/organizations/1/closures')).toEqual([]);
  });

  it('when the closure is added over a booking, then the owner may cancel it as one change set, previewed first', async () => {
    answerCoverage({ bookings: [SOLO], total: 1 });
    fakeNetwork.on('POST', '/api/organizations/1/closures', { status: 201, body: { id: 9 } });
    fakeNetwork.on('POST', '/api/change-sets', 'pending');
    const { user } = openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Close Venue' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Private event');
    await within(dialog).findByRole('list', { name: 'Bookings the closure covers' });

    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));
    const added = await screen.findByRole('dialog', { name: 'Closure Added' });
    await user.click(within(added).getByRole('button', { name: 'Cancel These Bookings' }));

    expect(requestBodies('POST', '/api/organizations/1/closures')).toEqual([
      {
        departmentId: null,
        startDate: '2026-11-12',
        startTime: '00:00',
        endDate: '2026-11-13',
        endTime: '00:00',
        reason: 'Private event',
      },
    ]);
    await waitFor(() =>
      expect(requestBodies('POST', '/api/change-sets')).toEqual([
        { action: 'delete', bookingIds: [SOLO.id], notifyPerformers: 'affected', dryRun: true },
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Delete Bookings' })).toBeInTheDocument();
  });

  /** Adds a closure of the Lobby Bar over SOLO and answers the 'Closure Added' step. */
  async function addLobbyBarClosure() {
    answerCoverage({ bookings: [SOLO], total: 1 });
    fakeNetwork.on('POST', '/api/organizations/1/closures', { status: 201, body: { id: 9 } });
    fakeNetwork.on('POST', '/api/change-sets', 'pending');
    const opened = openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Close Venue' });
    await opened.user.selectOptions(within(dialog).getByLabelText('Department'), 'Lobby Bar');
    await opened.user.type(within(dialog).getByLabelText('Reason'), 'Private event');
    await within(dialog).findByRole('list', { name: 'Bookings the closure covers' });
    await opened.user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));
    const added = await screen.findByRole('dialog', { name: 'Closure Added' });
    await opened.user.click(within(added).getByRole('button', { name: 'Move These Bookings' }));
    return { ...opened, added };
  }

  it('when the owner moves the covered bookings to another department, then the closed one is not offered and the move is previewed as one change set', async () => {
    const { user, added } = await addLobbyBarClosure();

    expect(
      within(added).getByText(
        'The venue is closed, but 1 booking is still confirmed or pending there. Move it or cancel it (you will see a preview first), or keep it.',
      ),
    ).toBeInTheDocument();
    const target = within(added).getByLabelText('New department');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Same department', 'DUSK', 'The Grill']);
    await user.selectOptions(target, 'DUSK');
    await user.click(within(added).getByRole('button', { name: 'Preview Move' }));

    await waitFor(() =>
      expect(requestBodies('POST', '/api/change-sets')).toEqual([
        {
          action: 'move',
          bookingIds: [SOLO.id],
          move: { department: 'DUSK' },
          notifyPerformers: 'affected',
          dryRun: true,
        },
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Move Bookings' })).toBeInTheDocument();
  });

  it('when the owner moves the covered bookings to another date, then each keeps its venue and start time', async () => {
    const { user, added } = await addLobbyBarClosure();

    await user.type(within(added).getByLabelText('New date'), '2026-11-19');
    await user.click(within(added).getByRole('button', { name: 'Preview Move' }));

    await waitFor(() =>
      expect(requestBodies('POST', '/api/change-sets')).toEqual([
        {
          action: 'move',
          bookingIds: [SOLO.id],
          move: { date: '2026-11-19' },
          notifyPerformers: 'affected',
          dryRun: true,
        },
      ]),
    );
    await expectNoAxeViolations();
  });

  it('when neither a department nor a date is chosen, then the form says what is missing and nothing is asked', async () => {
    const { user, added } = await addLobbyBarClosure();

    await user.click(within(added).getByRole('button', { name: 'Preview Move' }));

    expect(within(added).getByRole('alert')).toHaveTextContent(
      'Choose where to move the bookings: a new date, start time or department',
    );
    expect(requestBodies('POST', '/api/change-sets')).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClosureCoverageDto, CoveredBookingDto, VenueClosureDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, type FakeResponder } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { COVERAGE_READ_DELAY_MS } from '../hooks/use-covered-bookings';
import { DUSK, LOBBY_BAR } from './department-fixtures';

const PALM_COVE_CLOSURES = '/api/organizations/1/closures';
const COVERAGE_PATH = '/api/organizations/1/closures/covered-bookings';

const SOLO: CoveredBookingDto = {
  id: 301,
  title: 'Solo piano',
  date: '2031-07-04',
  startTime: '21:00',
  endTime: '23:00',
  department: 'DUSK',
  status: 'confirmed',
  performers: ['Ann Lee'],
};
const TRIO: CoveredBookingDto = {
  id: 302,
  title: 'Jazz trio',
  date: '2031-07-05',
  startTime: '19:30',
  endTime: '21:00',
  department: 'DUSK',
  status: 'pending',
  performers: [],
};
const PRIVATE_EVENT: VenueClosureDto = {
  id: 5,
  organizationId: 1,
  departmentId: DUSK.id,
  department: 'DUSK',
  startDate: '2031-07-04',
  startTime: '00:00',
  endDate: '2031-07-06',
  endTime: '00:00',
  reason: 'Private event',
  timeZone: 'America/New_York',
  createdAt: '2031-01-01T00:00:00.000Z',
};

function answerCoverage(answer: FakeResponder) {
  fakeNetwork.on('GET', COVERAGE_PATH, answer);
}

/** The query strings of the covered-bookings reads so far. */
function coverageQueries(): string[] {
  return fakeNetwork
    .requestsTo('GET', COVERAGE_PATH)
    .map((request) => new URL(request.url, 'http://localhost').searchParams.toString());
}

/** Longer than the dialog waits for the span to settle before reading. */
function pastReadDelay(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, COVERAGE_READ_DELAY_MS * 2));
}

async function openAddClosure() {
  fakeNetwork.on('GET', '/api/organizations/1/departments', { status: 200, body: [DUSK, LOBBY_BAR] });
  fakeNetwork.on('GET', PALM_COVE_CLOSURES, { status: 200, body: [] });
  const rendered = await openAdminScreen('/departments', 'org_admin');
  const section = await screen.findByRole('region', { name: 'Closures' });
  await rendered.user.click(within(section).getByRole('button', { name: 'Add Closure' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Closure' });
  const covered = within(dialog).getByRole('region', { name: 'Bookings during this closure' });
  return { ...rendered, dialog, covered, status: within(covered).getByRole('status') };
}

/** Date and time inputs take their value as a whole, as a browser's picker sets it. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('the bookings an added closure would cover (Department Manager)', () => {
  it('when DUSK is closed over booked days, then the covered bookings are listed before saving, read once for the settled span, and saving still adds the closure', async () => {
    answerCoverage({ status: 200, body: { bookings: [SOLO, TRIO], total: 27 } satisfies ClosureCoverageDto });
    fakeNetwork.on('POST', PALM_COVE_CLOSURES, { status: 201, body: PRIVATE_EVENT });
    const { dialog, covered, status, user } = await openAddClosure();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'DUSK');
    fill(within(dialog).getByLabelText('Start date'), '2031-07-04');
    fill(within(dialog).getByLabelText('End date'), '2031-07-05');
    expect(status).toHaveTextContent('Checking bookings...');

    const list = await within(covered).findByRole('list', { name: 'Bookings the closure covers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Solo piano, Jul 4, 2031, 9:00 PM - 11:00 PM, DUSK, confirmed, with Ann Lee',
      'Jazz trio, Jul 5, 2031, 7:30 PM - 9:00 PM, DUSK, pending',
      'and 25 more',
    ]);
    expect(status).toHaveTextContent(
      '27 bookings fall within this closure. They stay booked, marked "Venue closed" in the calendar.',
    );
    expect(status).toHaveTextContent(
      "To cancel or move them as one change set, add the closure from the calendar's Close Venue instead.",
    );
    // The start date alone (end following it) was never read: only the span that stayed.
    expect(coverageQueries()).toEqual([
      `startDate=2031-07-04&startTime=00%3A00&endDate=2031-07-06&endTime=00%3A00&departmentId=${DUSK.id}`,
    ]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Private event');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));
    expect(await screen.findByText('Closure added')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', PALM_COVE_CLOSURES)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the span is incomplete or invalid, then nothing is asked and the section says what to choose', async () => {
    answerCoverage({ status: 200, body: { bookings: [SOLO], total: 1 } });
    const { dialog, covered, status, user } = await openAddClosure();
    expect(status).toHaveTextContent('Choose when the venue closes to see the bookings it covers.');

    fill(within(dialog).getByLabelText('Start date'), '2031-07-04');
    fill(within(dialog).getByLabelText('End date'), '2031-07-02');
    await pastReadDelay();
    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    fill(within(dialog).getByLabelText('End date'), '2031-07-04');
    fill(within(dialog).getByLabelText('Start time'), '18:00');
    await pastReadDelay();

    expect(fakeNetwork.requestsTo('GET', COVERAGE_PATH)).toHaveLength(0);
    expect(status).toHaveTextContent('Choose when the venue closes to see the bookings it covers.');
    expect(within(covered).queryByRole('list')).not.toBeInTheDocument();

    fill(within(dialog).getByLabelText('End time'), '23:00');
    expect(await within(covered).findByRole('list', { name: 'Bookings the closure covers' })).toBeVisible();
    expect(coverageQueries()).toEqual([
      'startDate=2031-07-04&startTime=18%3A00&endDate=2031-07-04&endTime=23%3A00',
    ]);
  });

  it('when no booking falls inside the closure, then it says so briefly and lists nothing', async () => {
    answerCoverage({ status: 200, body: { bookings: [], total: 0 } });
    const { dialog, covered, status } = await openAddClosure();

    fill(within(dialog).getByLabelText('Start date'), '2031-07-04');

    await waitFor(() => expect(status).toHaveTextContent('No bookings during this closure.'));
    expect(status).not.toHaveTextContent('Close Venue');
    expect(within(covered).queryByRole('list')).not.toBeInTheDocument();
  });

  it('when the bookings cannot be read, then the live status says so, Check Again reads them, and the closure can still be added', async () => {
    // Failing until the owner asks again (the read's own retries fail too).
    let serverDown = true;
    answerCoverage(() =>
      serverDown
        ? { status: 500, body: { message: 'boom' } }
        : { status: 200, body: { bookings: [SOLO], total: 1 } },
    );
    fakeNetwork.on('POST', PALM_COVE_CLOSURES, { status: 201, body: PRIVATE_EVENT });
    const { dialog, covered, status, user } = await openAddClosure();

    fill(within(dialog).getByLabelText('Start date'), '2031-07-04');
    await waitFor(() =>
      expect(status).toHaveTextContent('The bookings could not be checked. The closure can still be added.'),
    );
    expect(within(covered).queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    serverDown = false;
    await user.click(within(covered).getByRole('button', { name: 'Check Again' }));
    expect(
      await within(covered).findByRole('list', { name: 'Bookings the closure covers' }),
    ).toHaveTextContent('Solo piano');
    expect(within(covered).queryByRole('button', { name: 'Check Again' })).not.toBeInTheDocument();

    serverDown = true;
    fill(within(dialog).getByLabelText('End date'), '2031-07-05');
    await waitFor(() => expect(status).toHaveTextContent('The bookings could not be checked.'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Private event');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));
    expect(await screen.findByText('Closure added')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', PALM_COVE_CLOSURES)).toHaveLength(1);
  });

  it('when the bookings are being read or listed, then the dialog has no axe violations', async () => {
    answerCoverage('pending');
    const { dialog, covered, status } = await openAddClosure();
    fill(within(dialog).getByLabelText('Start date'), '2031-07-04');
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', COVERAGE_PATH)).toHaveLength(1));
    expect(status).toHaveTextContent('Checking bookings...');
    await expectNoAxeViolations();

    answerCoverage({ status: 200, body: { bookings: [SOLO], total: 1 } });
    fill(within(dialog).getByLabelText('End date'), '2031-07-05');
    await within(covered).findByRole('list', { name: 'Bookings the closure covers' });
    await expectNoAxeViolations();
  });
});

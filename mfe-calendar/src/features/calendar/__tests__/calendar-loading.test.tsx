import { screen, waitFor } from '@testing-library/react';
import { fakeNetwork, setViewportWidth, type RecordedRequest } from '@booking-portal/shell/test-support';
import type { BookingDto } from '@booking-portal/api/contract';
import {
  answerCalendarReads,
  booking,
  freezeToday,
  openCalendar,
} from '../../../test-support/calendar-fixtures';

const PALM_COVE_JAZZ = booking({ title: 'Palm Cove jazz', date: '2026-11-18', time: '19:00' });
const WEEK_OF_16_TRIO = booking({ title: 'Week trio', date: '2026-11-18', time: '20:00' });
const WEEK_OF_23_DUO = booking({ title: 'Next week duo', date: '2026-11-24', time: '20:00' });

/**
 * GET /api/bookings answers `bookings` inside the requested range, except for the reads `held` picks,
 * which never answer: a slow read, as the browser sees it until it arrives.
 */
function answerBookingsExcept(held: (params: URLSearchParams) => boolean, bookings: readonly BookingDto[]) {
  fakeNetwork.on('GET', '/api/bookings', (request: RecordedRequest) => {
    const params = new URL(request.url, 'http://localhost').searchParams;
    if (held(params)) return 'pending';
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return { status: 200, body: bookings.filter(({ date }) => date >= from && date <= to) };
  });
}

describe('a range or organization not read yet (docs/PRODUCT.md section 2: loading states)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads();
  });
  afterEach(() => jest.useRealTimers());

  it('when the owner switches organization while its bookings are still read, then the skeleton shows and none of the previous organization’s bookings', async () => {
    answerBookingsExcept((params) => params.get('organizationId') === '3', [PALM_COVE_JAZZ]);
    const { user } = await openCalendar('owner');
    await screen.findByText('Palm Cove jazz');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Select Organization' }),
      'Cypress Hills Country Club',
    );

    expect(await screen.findByRole('status', { name: 'Loading bookings' })).toBeInTheDocument();
    expect(screen.queryByText('Palm Cove jazz')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
  });

  it('when the next week is still read, then the week says Loading bookings... and shows none of the week before', async () => {
    answerBookingsExcept((params) => params.get('from') === '2026-11-23', [WEEK_OF_16_TRIO, WEEK_OF_23_DUO]);
    const { user } = await openCalendar('org_admin');
    await user.click(await screen.findByRole('button', { name: 'Week' }));
    await screen.findByText('Week trio');
    expect(screen.queryByText('Loading bookings...')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next week' }));

    expect(await screen.findByRole('heading', { name: 'Week of Nov 23, 2026' })).toBeInTheDocument();
    expect(screen.getByText('Loading bookings...')).toBeInTheDocument();
    expect(screen.queryByText('Week trio')).not.toBeInTheDocument();
  });

  it('when the next day is still read, then the day says Loading bookings... instead of an empty day', async () => {
    answerBookingsExcept((params) => params.get('from') === '2026-11-22', []);
    const { user } = await openCalendar('org_admin');
    await user.click(await screen.findByRole('button', { name: 'Day' }));
    expect(await screen.findByText('No events scheduled for this day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next day' }));

    expect(await screen.findByRole('heading', { name: 'Sunday, November 22, 2026' })).toBeInTheDocument();
    expect(screen.getByText('Loading bookings...')).toBeInTheDocument();
    expect(screen.queryByText('No events scheduled for this day.')).not.toBeInTheDocument();
  });

  it('when a phone steps to a month still read, then the list says Loading bookings... and shows none of the month before', async () => {
    setViewportWidth(375);
    answerBookingsExcept((params) => params.get('from') === '2026-11-29', [PALM_COVE_JAZZ]);
    const { user } = await openCalendar('org_admin');
    await screen.findByText('Palm Cove jazz');

    await user.click(screen.getByRole('button', { name: 'Next month' }));

    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Loading bookings...')).toBeInTheDocument());
    expect(screen.queryByText('Palm Cove jazz')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { BookingDto } from '@booking-portal/api/contract';
import { DEMO_ORGANIZATIONS, fakeNetwork, type RecordedRequest } from '@booking-portal/shell/test-support';
import {
  answerCalendarReads,
  booking,
  freezeToday,
  openCalendar,
  performer,
} from '../../../test-support/calendar-fixtures';
import { bookingsApi } from '../../bookings';

function cellOf(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`.month-day[data-date="${date}"]`);
  if (cell === null) throw new Error(`no month cell for ${date}`);
  return cell;
}

/** The bookings a cell shows (its '+N more' entry aside). */
function visibleTitlesIn(cell: HTMLElement): string[] {
  return [...cell.querySelectorAll<HTMLElement>('.month-event:not(.booking-more)')].map(
    (event) => event.textContent ?? '',
  );
}

/** The bookings of `all` inside the request's from-to range, as the API answers. */
function inRequestedRange(all: readonly BookingDto[]) {
  return (request: RecordedRequest): BookingDto[] => {
    const params = new URL(request.url, 'http://localhost').searchParams;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return all.filter(({ date }) => date >= from && date <= to);
  };
}

/**
 * The bookings FullCalendar takes off a day cell that itself stays on the page, from now on until `stop`:
 * a day redrawn with other bookings. A grid replaced by another month's goes as a whole.
 */
function recordBookingsTakenOffDays(): { taken: string[]; stop: () => void } {
  const taken: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target instanceof Element) || record.target.closest('.month-day') === null) continue;
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        const events = node.matches('.month-event') ? [node] : [...node.querySelectorAll('.month-event')];
        taken.push(...events.map((event) => event.textContent ?? ''));
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { taken, stop: () => observer.disconnect() };
}

describe('month view (docs/PRODUCT.md section 2, Month view)', () => {
  beforeEach(() => freezeToday());
  afterEach(() => jest.useRealTimers());

  it('when the month shows, then 7 Sun-to-Sat headers, dimmed December days, today and booking dots mark the grid', async () => {
    answerCalendarReads({ bookings: [booking({ title: 'Solo sax', date: '2026-11-03' })] });
    await openCalendar('org_admin');
    await screen.findByText('Solo sax');

    // Read out in full ('Sun' on a laid-out screen; jsdom's columns have no width, so FullCalendar
    // shows their initial there).
    const headers = [...document.querySelectorAll<HTMLElement>('.month-weekday')];
    const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(headers).toHaveLength(7);
    headers.forEach((header, index) => expect(header).toHaveAccessibleName(weekdays[index]));
    expect(document.querySelectorAll('.month-day')).toHaveLength(42);
    expect(cellOf('2026-12-05')).toHaveClass('month-day-other');
    expect(cellOf('2026-11-30')).not.toHaveClass('month-day-other');
    expect(cellOf('2026-11-21')).toHaveClass('month-day-today');
    expect(within(cellOf('2026-11-03')).getByTestId('booking-dot')).toBeInTheDocument();
    expect(within(cellOf('2026-11-04')).queryByTestId('booking-dot')).not.toBeInTheDocument();
  });

  it('when a day has more than 2 bookings, then the cell shows the first 2 by time and +N more opens the day', async () => {
    answerCalendarReads({
      bookings: [
        booking({ title: 'Late set', date: '2026-11-12', time: '21:00' }),
        booking({ title: 'Early set', date: '2026-11-12', time: '17:00' }),
        booking({ title: 'Middle set', date: '2026-11-12', time: '19:00' }),
        booking({ title: 'Last call', date: '2026-11-12', time: '22:30' }),
      ],
    });
    const { user } = await openCalendar('org_admin');
    await screen.findByText('Early set');

    const cell = cellOf('2026-11-12');
    await waitFor(() => expect(visibleTitlesIn(cell)).toHaveLength(2));
    expect(visibleTitlesIn(cell).join(' ')).toMatch(/Early set.*Middle set/);
    const more = within(cell).getByText('+2 more');

    await user.click(more);

    expect(await screen.findByRole('heading', { name: 'Thursday, November 12, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Last call')).toBeInTheDocument();
  });

  it("when a day's empty space is clicked, then the day opens (no interaction plugin needed)", async () => {
    answerCalendarReads({
      bookings: [booking({ title: 'Harp at noon', date: '2026-11-17', time: '12:00' })],
    });
    const { user } = await openCalendar('owner');
    await screen.findByText('Harp at noon');

    await user.click(
      cellOf('2026-11-18').querySelector<HTMLElement>('.month-day-events') ?? cellOf('2026-11-18'),
    );

    expect(await screen.findByRole('heading', { name: 'Wednesday, November 18, 2026' })).toBeInTheDocument();
  });

  it('when a booking is pending, then it is striped with a Pending badge', async () => {
    answerCalendarReads({
      bookings: [
        booking({ title: 'Pending trio', status: 'pending' }),
        booking({ title: 'Confirmed duo', date: '2026-11-13' }),
      ],
    });
    await openCalendar('org_admin');

    const pendingEvent = (await screen.findByText('Pending trio')).closest('.month-event');
    expect(pendingEvent).toHaveClass('booking-pending');
    expect(within(pendingEvent as HTMLElement).getByText('Pending')).toBeInTheDocument();
    const confirmedEvent = screen.getByText('Confirmed duo').closest('.month-event');
    expect(confirmedEvent).not.toHaveClass('booking-pending');
    expect(within(confirmedEvent as HTMLElement).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('when a booking has more than 3 instruments, then 3 icons show and then +N', async () => {
    answerCalendarReads({
      bookings: [
        booking({
          title: 'Big band',
          performers: [
            performer(1, 'Piano'),
            performer(2, 'Violin'),
            performer(3, 'Vocals'),
            performer(4, 'Drums'),
            performer(5, 'Guitar'),
          ],
        }),
      ],
    });
    await openCalendar('org_admin');

    const event = (await screen.findByText('Big band')).closest('.month-event') as HTMLElement;
    // jsdom lays nothing out, so FullCalendar keeps the events it cannot measure hidden from roles.
    const icons = within(event).getByLabelText('Instruments: Piano, Violin, Vocals, Drums, Guitar');
    expect(icons).toHaveAttribute('role', 'img');
    expect(event).not.toHaveAttribute('role');
    expect(icons).toHaveTextContent('🎹🎻🎤+2');
  });

  it('when a booking has a department, then it wears the department colour', async () => {
    answerCalendarReads({ bookings: [booking({ title: 'Lobby set', department: 'Lobby Bar' })] });
    await openCalendar('org_admin');

    const event = (await screen.findByText('Lobby set')).closest('.month-event');
    // FullCalendar paints an event with the colour it is handed, through this variable.
    expect((event as HTMLElement).style.getPropertyValue('--fc-event-color')).toBe('#f3acd2');
  });

  it('when the next month is chosen with its bookings already read, then the old grid is not redrawn with them first', async () => {
    // December 10 shows on both grids: November's (to December 12) and December's (from November 29).
    answerCalendarReads({
      bookings: inRequestedRange([
        booking({ title: 'November set', date: '2026-11-12' }),
        booking({ title: 'December set', date: '2026-12-10' }),
      ]),
    });
    const { user, store } = await openCalendar('org_admin');
    await screen.findByText('December set');
    const december = { from: '2026-11-29', to: '2027-01-09', organizationId: DEMO_ORGANIZATIONS.palmCove.id };
    // The read-ahead of December has answered, so the step hands the grid December's bookings at once.
    await waitFor(() =>
      expect(bookingsApi.endpoints.listBookings.select(december)(store.getState()).isSuccess).toBe(true),
    );

    const { taken, stop } = recordBookingsTakenOffDays();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('heading', { name: 'December 2026' });
    await waitFor(() => expect(cellOf('2026-12-10')).toHaveTextContent('December set'));
    stop();

    // Drawing December's bookings on November's grid first would take 'November set' off November 12.
    expect(taken).toEqual([]);
    expect(screen.queryByText('November set')).not.toBeInTheDocument();
  });

  it('when the bookings are still loading, then 7 header and 35 day skeletons show instead of the grid', async () => {
    answerCalendarReads();
    fakeNetwork.on('GET', '/api/bookings', 'pending');
    await openCalendar('org_admin');

    expect(await screen.findByRole('status', { name: 'Loading bookings' })).toBeInTheDocument();
    expect(screen.getAllByTestId('month-skeleton-header')).toHaveLength(7);
    expect(screen.getAllByTestId('month-skeleton-day')).toHaveLength(35);
    expect(document.querySelector('.month-grid')).toBeNull();
  });
});

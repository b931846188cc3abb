import { act, screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, setViewportWidth } from '@booking-portal/shell/test-support';
import {
  answerCalendarReads,
  booking,
  bookingReads,
  rangeWasRead,
  freezeToday,
  NOVEMBER_GRID,
  openCalendar,
} from '../../../test-support/calendar-fixtures';

const JAZZ = booking({ title: 'Jazz night', date: '2026-11-12', time: '19:00' });
const HARP = booking({ title: 'Harp brunch', date: '2026-11-12', time: '11:00' });
const PIANO = booking({ title: 'Piano bar', date: '2026-11-14', time: '20:00' });

/** The month list's booking lines outside edit mode: each a button reading its time and title. */
function bookingLinesIn(list: HTMLElement): HTMLElement[] {
  return within(list).getAllByRole('button', { name: /^\d{1,2}:\d{2} [AP]M / });
}

describe('small screens (docs/PRODUCT.md section 2, under 768 px)', () => {
  beforeEach(() => {
    freezeToday();
    setViewportWidth(375);
    answerCalendarReads({ bookings: [JAZZ, HARP, PIANO] });
  });
  afterEach(() => jest.useRealTimers());

  it('when the calendar opens on a phone, then only the month list shows, grouped by day, for the month grid’s range', async () => {
    await openCalendar('org_admin');

    const list = await screen.findByRole('region', { name: 'Month list' });
    expect(within(list).getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    // Each day's heading is a button that opens it in the selected-day view.
    const days = await within(list).findAllByRole('button', { name: /, 2026$/ });
    expect(days.map((day) => day.textContent)).toEqual([
      'Thursday, November 12, 2026',
      'Saturday, November 14, 2026',
    ]);
    expect(bookingLinesIn(list).map((line) => line.textContent)).toEqual([
      '11:00 AMHarp brunch',
      '7:00 PMJazz night',
      '8:00 PMPiano bar',
    ]);
    expect(screen.queryByRole('button', { name: 'Week' })).not.toBeInTheDocument();
    expect(document.querySelector('.month-grid, .week-grid')).toBeNull();
    const [params] = bookingReads();
    expect(params?.get('from')).toBe(NOVEMBER_GRID.from);
    expect(params?.get('to')).toBe(NOVEMBER_GRID.to);
  });

  it('when the selected day view opens on a day without bookings, then the mini-calendar and the empty text show', async () => {
    const { user } = await openCalendar('org_admin');

    await user.click(await screen.findByRole('button', { name: 'Selected Day' }));

    const day = await screen.findByRole('region', { name: 'Selected day' });
    expect(within(day).getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(
      within(day)
        .getAllByTitle(/day$/)
        .map((letter) => letter.textContent),
    ).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(within(day).getByRole('button', { name: 'Saturday, November 21, 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(day).getByText('No bookings scheduled for this day')).toBeInTheDocument();
    expect(
      await within(day).findByRole('button', { name: 'Thursday, November 12, 2026, has bookings' }),
    ).toBeInTheDocument();
  });

  it('when a day of the month list is chosen, then the selected-day view shows it', async () => {
    const { user } = await openCalendar('org_admin');

    await user.click(await screen.findByRole('button', { name: 'Saturday, November 14, 2026' }));

    const day = await screen.findByRole('region', { name: 'Selected day' });
    expect(within(day).getByRole('heading', { name: 'Saturday, November 14, 2026' })).toBeInTheDocument();
    expect(within(day).getByText('Piano bar')).toBeInTheDocument();
  });

  it('when a day with bookings is tapped, then its bookings are listed by time', async () => {
    const { user } = await openCalendar('org_admin');
    await user.click(await screen.findByRole('button', { name: 'Selected Day' }));

    await user.click(
      await screen.findByRole('button', { name: 'Thursday, November 12, 2026, has bookings' }),
    );

    const day = screen.getByRole('region', { name: 'Selected day' });
    const titles = within(day)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual(['Harp brunch', 'Jazz night']);
    expect(within(day).queryByText('No bookings scheduled for this day')).not.toBeInTheDocument();
  });

  it('when the next month arrow is tapped, then December is shown and read', async () => {
    const { user } = await openCalendar('org_admin');
    await user.click(await screen.findByRole('button', { name: 'Selected Day' }));

    await user.click(screen.getByRole('button', { name: 'Next month' }));

    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(rangeWasRead('from=2026-11-29&to=2027-01-09')).toBe(true));
  });

  it('when a writer in edit mode taps a booking line, then its selection toggles', async () => {
    const { user } = await openCalendar('owner');
    await screen.findByText('Piano bar');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.click(screen.getByText('Piano bar'));
    expect(screen.getByRole('button', { name: 'Delete (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Piano bar at 8:00 PM' })).toBeChecked();

    await user.click(screen.getByText('Piano bar'));
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeInTheDocument();
  });

  it('when a writer reads the month list, then each booking is one line whose only button is its menu, which offers its actions', async () => {
    const { user } = await openCalendar('owner');
    const list = await screen.findByRole('region', { name: 'Month list' });
    await screen.findByText('Piano bar');

    const rows = bookingLinesIn(list).map((line) => line.closest('li'));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      if (row === null) throw new Error('a booking line outside a list item');
      expect(within(row).getAllByRole('button')).toHaveLength(2);
      expect(within(row).getByRole('button', { name: /^Actions for / })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
      expect(row.querySelector('article')).toBeNull();
    }

    await user.click(within(list).getByRole('button', { name: 'Actions for Piano bar at 8:00 PM' }));
    const menu = await screen.findByRole('dialog', { name: 'Piano bar' });
    for (const name of ['Edit', 'Quick Duplicate', 'Advanced Duplicate', 'Delete'])
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
  });

  it('when a writer in edit mode opens a line’s menu, then Move is offered and opens the move form', async () => {
    const { user } = await openCalendar('owner');
    await screen.findByText('Piano bar');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.click(screen.getByRole('button', { name: 'Actions for Piano bar at 8:00 PM' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move' }));

    expect(await screen.findByRole('dialog', { name: 'Move Piano bar at 8:00 PM' })).toBeInTheDocument();
  });

  it('when a booking line is tapped, then its day opens in the selected-day view with every detail', async () => {
    const { user } = await openCalendar('org_admin');
    const list = await screen.findByRole('region', { name: 'Month list' });
    await screen.findByText('Piano bar');

    await user.click(within(list).getByRole('button', { name: /Piano bar/ }));

    const day = await screen.findByRole('region', { name: 'Selected day' });
    expect(within(day).getByRole('heading', { name: 'Saturday, November 14, 2026' })).toBeInTheDocument();
    expect(within(day).getByRole('article', { name: 'Piano bar' })).toBeInTheDocument();
  });

  it('when the window narrows from desktop, then the month grid gives way to the month list', async () => {
    setViewportWidth(1280);
    await openCalendar('org_admin');
    await screen.findByRole('button', { name: 'Month' });

    act(() => setViewportWidth(375));

    expect(await screen.findByRole('region', { name: 'Month list' })).toBeInTheDocument();
  });

  it('when shown at 375 px, then the month list and the selected day have no axe violations', async () => {
    const { user } = await openCalendar('owner');
    await screen.findByText('Piano bar');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Selected Day' }));
    await screen.findByRole('region', { name: 'Selected day' });
    await expectNoAxeViolations();
  }, 60_000);
});

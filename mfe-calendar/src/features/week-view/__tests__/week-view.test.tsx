import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithShell } from '@booking-portal/shell/test-support';
import { WeekView } from '..';
import { bookingFixture, performerFixture, viewPropsFixture } from '../../../test-support/view-fixtures';
import type { BookingViewProps } from '../../bookings';

const MONDAY = '2026-05-04';
function renderWeek(overrides: Partial<BookingViewProps> = {}, weekStart = MONDAY) {
  const props = viewPropsFixture(overrides);
  const rendered = renderWithShell(<WeekView {...props} weekStart={weekStart} />);
  return { props, ...rendered };
}

/** The main block of a slot outside edit mode: the button that opens the day, named by its content. */
function findMainBlock(title: string) {
  return screen.findByRole('button', { name: new RegExp(`^${title}`) });
}

const fiveOverlapping = [
  bookingFixture({ id: 1, title: 'Solo - Lobby Bar', time: '19:00' }),
  bookingFixture({ id: 2, title: 'Trio - DUSK', time: '19:00', department: 'DUSK' }),
  bookingFixture({ id: 3, title: 'Duo - DUSK', time: '19:30', department: 'DUSK' }),
  bookingFixture({ id: 4, title: 'Duo - The Grill', time: '19:45', department: 'The Grill' }),
  bookingFixture({ id: 5, title: 'Solo - The Grill', time: '19:45', department: 'The Grill' }),
];

/**
 * jsdom has no layout: FullCalendar measures its rows with offsetHeight before placing blocks and
 * keeps them hidden (visibility: hidden) while that is 0. A non-zero height lets it place them.
 */
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(88);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('week view (docs/PRODUCT.md section 2, Week view)', () => {
  it('when shown, then it has 17 hourly rows from 8:00 AM to 12:00 AM and 7 days starting on Monday', async () => {
    renderWeek();

    await screen.findByText('8:00 AM');
    const labels = screen.getAllByText(/^\d{1,2}:00 [AP]M$/).map((label) => label.textContent);
    expect(labels).toEqual([
      '8:00 AM',
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
      '6:00 PM',
      '7:00 PM',
      '8:00 PM',
      '9:00 PM',
      '10:00 PM',
      '11:00 PM',
      '12:00 AM',
    ]);
    // Monday first. On a laid-out screen each reads 'Mon, May 4' (DAY_HEADER_FORMAT, the week-layout browser
    // test); jsdom's columns have no width, so FullCalendar shows the weekday's initial there.
    const days = screen.getAllByRole('columnheader').map((header) => header.getAttribute('data-date'));
    expect(days.filter((day) => day !== null)).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
    ]);
  });

  it('when a booking is in the week, then its block shows the title, time range and at most 3 instrument icons then +N', async () => {
    renderWeek({
      bookings: [
        bookingFixture({
          id: 1,
          title: 'Quartet - Lobby Bar',
          ensemble: 'Quartet',
          performers: [
            performerFixture(1, 'Ana Reyes', 'piano'),
            performerFixture(2, 'Ben Okafor', 'saxophone'),
            performerFixture(3, 'Cleo Park', 'drums'),
            performerFixture(4, 'Dev Shah', 'vocals'),
          ],
        }),
      ],
    });

    const block = await findMainBlock('Quartet - Lobby Bar');
    expect(within(block).getByText('7:00 PM - 9:00 PM')).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: 'piano' })).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: 'saxophone' })).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: 'drums' })).toBeInTheDocument();
    expect(within(block).queryByRole('img', { name: 'vocals' })).not.toBeInTheDocument();
    expect(within(block).getByText('+1')).toBeInTheDocument();
    expect(within(block).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('when a booking is pending, then its block carries the Pending badge', async () => {
    renderWeek({ bookings: [bookingFixture({ id: 1, status: 'pending' })] });

    const block = await findMainBlock('Solo - Lobby Bar');
    expect(within(block).getByText('Pending')).toBeInTheDocument();
  });

  it('when a booking is outside the shown week, then it is not drawn', async () => {
    renderWeek({ bookings: [bookingFixture({ id: 1, date: '2026-05-11', title: 'Next week' })] });

    await screen.findByText('8:00 AM');
    expect(screen.queryByText('Next week')).not.toBeInTheDocument();
  });

  it("when five bookings overlap in a slot, then the first is the main block, two are chips and '+2 more' follows", async () => {
    renderWeek({ bookings: fiveOverlapping });

    expect(await findMainBlock('Solo - Lobby Bar')).toHaveTextContent('7:00 PM - 9:00 PM');
    expect(screen.getByRole('button', { name: 'Show Trio - DUSK at 7:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Duo - DUSK at 7:30 PM' })).toBeInTheDocument();
    expect(screen.queryByText('Duo - The Grill')).not.toBeInTheDocument();
    expect(screen.queryByText('Solo - The Grill')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+2 more' })).toBeInTheDocument();
  });

  it('when bookings overlap in a slot, then each chip reads its department in full, with its whole title and time on hover', async () => {
    renderWeek({ bookings: fiveOverlapping });

    const trio = await screen.findByRole('button', { name: 'Show Trio - DUSK at 7:00 PM' });
    expect(trio).toHaveTextContent(/^DUSK$/);
    expect(trio).toHaveAttribute('title', 'Show Trio - DUSK at 7:00 PM');
    expect(screen.getByRole('button', { name: 'Show Duo - DUSK at 7:30 PM' })).toHaveTextContent(/^DUSK$/);
  });

  it('when a chip is clicked, then its booking becomes the main block and the previous main becomes a chip', async () => {
    const { user } = renderWeek({ bookings: fiveOverlapping });

    await user.click(await screen.findByRole('button', { name: 'Show Duo - DUSK at 7:30 PM' }));

    expect(await findMainBlock('Duo - DUSK')).toHaveTextContent('7:30 PM - 9:30 PM');
    expect(screen.getByRole('button', { name: 'Show Solo - Lobby Bar at 7:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Trio - DUSK at 7:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+2 more' })).toBeInTheDocument();
  });

  it("when a block or '+N more' is clicked outside edit mode, then its day opens", async () => {
    const { props, user } = renderWeek({ bookings: fiveOverlapping });

    await user.click(await findMainBlock('Solo - Lobby Bar'));
    await user.click(screen.getByRole('button', { name: '+2 more' }));

    expect(props.openDay.mock.calls).toEqual([[MONDAY], [MONDAY]]);
  });

  it("when a day's header is clicked, then that day opens", async () => {
    const { props, user } = renderWeek();

    const header = await waitFor(() => {
      const found = document.querySelector('[role="columnheader"][data-date="2026-05-06"] [role="link"]');
      if (found === null) throw new Error('no header link for May 6');
      return found;
    });
    await user.click(header);

    expect(props.openDay).toHaveBeenCalledWith('2026-05-06');
  });

  it('when edit mode is on for a writer, then every shown booking has a selection checkbox and the blocks no longer open the day', async () => {
    const { props, user } = renderWeek({ bookings: fiveOverlapping, canWrite: true, editMode: true });

    const mainCheckbox = await screen.findByRole('checkbox', { name: 'Select Solo - Lobby Bar at 7:00 PM' });
    expect(screen.getByRole('checkbox', { name: 'Select Trio - DUSK at 7:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Duo - DUSK at 7:30 PM' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Solo - Lobby Bar/ })).not.toBeInTheDocument();

    await user.click(mainCheckbox);

    expect(props.toggleSelected).toHaveBeenCalledWith(1);
  });

  it('when a booking is selected, then the boxes show it checked and Move is withheld as dragging is', async () => {
    renderWeek({ bookings: fiveOverlapping, canWrite: true, editMode: true, selectedIds: new Set([2]) });

    expect(await screen.findByRole('checkbox', { name: 'Select Trio - DUSK at 7:00 PM' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Solo - Lobby Bar at 7:00 PM' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });

  it('when a reader views the week, then there are no checkboxes and no Move', async () => {
    renderWeek({ bookings: fiveOverlapping, canWrite: false, editMode: true });

    await findMainBlock('Solo - Lobby Bar');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });

  it('when a writer moves a booking with the Move form, then the move to that date and hour is requested', async () => {
    const { props, user } = renderWeek({ bookings: fiveOverlapping, canWrite: true, editMode: true });

    await user.click(await screen.findByRole('button', { name: 'Move Solo - Lobby Bar at 7:00 PM' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Solo - Lobby Bar at 7:00 PM' });
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-05-06');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '9:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(props.actions.move).toHaveBeenCalledWith(fiveOverlapping[0], {
      date: '2026-05-06',
      time: '21:00',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when loading, then it says Loading bookings...', async () => {
    renderWeek({ isLoading: true });

    expect(await screen.findByText('Loading bookings...')).toBeInTheDocument();
  });

  it('when the page moves to another week, then the grid shows it without being rebuilt', async () => {
    function Navigating() {
      const [weekStart, setWeekStart] = useState(MONDAY);
      return (
        <>
          <button type="button" onClick={() => setWeekStart('2026-05-11')}>
            Next week
          </button>
          <WeekView {...viewPropsFixture()} weekStart={weekStart} />
        </>
      );
    }
    const { user } = renderWithShell(<Navigating />);
    const grid = (await screen.findByText('8:00 AM')).closest('.week-grid');

    await user.click(screen.getByRole('button', { name: 'Next week' }));

    await waitFor(() =>
      expect(document.querySelector('[role="columnheader"][data-date="2026-05-11"]')).not.toBeNull(),
    );
    expect(screen.getByText('8:00 AM').closest('.week-grid')).toBe(grid);
  });

  it.each([false, true])(
    'when a writer sees overlapping bookings (edit mode %s), then axe finds no violations',
    async (editMode) => {
      const props = viewPropsFixture({ bookings: fiveOverlapping, canWrite: true, editMode });
      renderWithShell(
        <main>
          <h1>Booking Calendar</h1>
          <WeekView {...props} weekStart={MONDAY} />
        </main>,
      );
      await screen.findByText('Solo - Lobby Bar');

      await expectNoAxeViolations();
    },
  );
});

import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithShell } from '@booking-portal/shell/test-support';
import { DayView } from '..';
import { bookingFixture, performerFixture, viewPropsFixture } from '../../../test-support/view-fixtures';
import type { BookingViewProps } from '../../bookings';

const MONDAY = '2026-05-04';

/** The day view as the calendar page places it: inside the shell's main landmark, under the page and day titles. */
function renderDay(overrides: Partial<BookingViewProps> = {}, date = MONDAY) {
  const props = viewPropsFixture(overrides);
  const rendered = renderWithShell(
    <main>
      <h1>Booking Calendar</h1>
      <h2>Monday, May 4, 2026</h2>
      <DayView {...props} date={date} />
    </main>,
  );
  return { props, ...rendered };
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

const quartet = bookingFixture({
  id: 1,
  title: 'Quartet - Lobby Bar',
  ensemble: 'Quartet',
  status: 'pending',
  notes: 'Bring the electric violin.',
  performers: [
    performerFixture(1, 'Ana Reyes', 'piano'),
    performerFixture(2, 'Ben Okafor', 'saxophone'),
    performerFixture(3, 'Cleo Park', 'drums'),
    performerFixture(4, 'Dev Shah', 'vocals'),
  ],
});
const morningSolo = bookingFixture({
  id: 2,
  title: 'Solo - The Grill',
  time: '11:00',
  duration: 60,
  department: 'The Grill',
});
const eveningDuo = bookingFixture({
  id: 3,
  title: 'Duo - DUSK',
  time: '21:30',
  duration: 90,
  department: 'DUSK',
  ensemble: 'Duo',
});
const otherDay = bookingFixture({ id: 4, title: 'Trio - Lobby Bar', date: '2026-05-05', ensemble: 'Trio' });

describe('day view (docs/PRODUCT.md section 2, Day view)', () => {
  it("when the day has bookings, then only that day's are listed, sorted by time", () => {
    renderDay({ bookings: [eveningDuo, otherDay, quartet, morningSolo] });

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Solo - The Grill',
      'Quartet - Lobby Bar',
      'Duo - DUSK',
    ]);
  });

  it('when a booking is shown, then its card has the title, Pending badge, 3 icons then +1, tags, time range, duration, performers and notes', () => {
    renderDay({ bookings: [quartet] });

    const quartetCard = card('Quartet - Lobby Bar');
    expect(within(quartetCard).getByRole('heading', { name: 'Quartet - Lobby Bar' })).toBeInTheDocument();
    expect(within(quartetCard).getByText('Pending')).toBeInTheDocument();
    expect(within(quartetCard).getByRole('img', { name: 'piano' })).toBeInTheDocument();
    expect(within(quartetCard).getByRole('img', { name: 'saxophone' })).toBeInTheDocument();
    expect(within(quartetCard).getByRole('img', { name: 'drums' })).toBeInTheDocument();
    expect(within(quartetCard).queryByRole('img', { name: 'vocals' })).not.toBeInTheDocument();
    expect(within(quartetCard).getByText('+1')).toBeInTheDocument();
    expect(within(quartetCard).getByText('Quartet')).toBeInTheDocument();
    expect(within(quartetCard).getByText('Lobby Bar')).toBeInTheDocument();
    expect(within(quartetCard).getByText('7:00 PM - 9:00 PM')).toBeInTheDocument();
    expect(within(quartetCard).getByText('2 hours')).toBeInTheDocument();
    expect(within(quartetCard).getByText('Performers:')).toBeInTheDocument();
    expect(
      within(quartetCard)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Reyes - piano', 'Ben Okafor - saxophone', 'Cleo Park - drums', 'Dev Shah - vocals']);
    expect(within(quartetCard).getByText('Bring the electric violin.')).toBeInTheDocument();
  });

  it('when bookings are pending or not, then only pending cards are striped light red with a red border and badged', () => {
    renderDay({ bookings: [quartet, morningSolo] });

    expect(card('Quartet - Lobby Bar')).toHaveStyle({ borderColor: '#dc2626' });
    expect(card('Quartet - Lobby Bar')).toHaveStyle({
      backgroundImage: 'repeating-linear-gradient(45deg, #fee2e2, #fee2e2 6px, #fecaca 6px, #fecaca 12px)',
    });
    expect(within(card('Solo - The Grill')).queryByText('Pending')).not.toBeInTheDocument();
    expect(card('Solo - The Grill')).not.toHaveStyle({ borderColor: '#dc2626' });
  });

  it('when a department has its own colour or none, then its tag is drawn in it or in the palette colour of its position', () => {
    renderDay({ bookings: [quartet, morningSolo] });

    expect(within(card('Quartet - Lobby Bar')).getByText('Lobby Bar')).toHaveStyle({
      backgroundColor: '#f3acd2',
    });
    // 'The Grill' has no colour: third alphabetically (DUSK, Lobby Bar, The Grill), the third pastel.
    expect(within(card('Solo - The Grill')).getByText('The Grill')).toHaveStyle({
      backgroundColor: '#bbf7d0',
    });
  });

  it("when durations differ, then they read in hours: '1 hour', '1.5 hours'", () => {
    renderDay({ bookings: [morningSolo, eveningDuo] });

    expect(within(card('Solo - The Grill')).getByText('11:00 AM - 12:00 PM')).toBeInTheDocument();
    expect(within(card('Solo - The Grill')).getByText('1 hour')).toBeInTheDocument();
    expect(within(card('Duo - DUSK')).getByText('9:30 PM - 11:00 PM')).toBeInTheDocument();
    expect(within(card('Duo - DUSK')).getByText('1.5 hours')).toBeInTheDocument();
    expect(within(card('Duo - DUSK')).queryByText('Performers:')).not.toBeInTheDocument();
  });

  it("when a writer uses a card's buttons, then each calls its action with that booking", async () => {
    const { props, user } = renderDay({ bookings: [quartet, morningSolo], canWrite: true });

    await user.click(screen.getByRole('button', { name: 'Edit Solo - The Grill at 11:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Quick Duplicate Solo - The Grill at 11:00 AM' }));
    await user.click(
      screen.getByRole('button', { name: 'Advanced Duplicate Quartet - Lobby Bar at 7:00 PM' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Quartet - Lobby Bar at 7:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Finalize Quartet - Lobby Bar at 7:00 PM' }));

    expect(props.actions.edit).toHaveBeenCalledWith(morningSolo);
    expect(props.actions.quickDuplicate).toHaveBeenCalledWith(morningSolo);
    expect(props.actions.advancedDuplicate).toHaveBeenCalledWith(quartet);
    expect(props.actions.remove).toHaveBeenCalledWith(quartet);
    expect(props.actions.finalize).toHaveBeenCalledWith(quartet);
  });

  it('when a booking is confirmed, then it offers no Finalize', () => {
    renderDay({ bookings: [quartet, morningSolo], canWrite: true });

    const soloCard = card('Solo - The Grill');
    expect(
      within(soloCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Quick Duplicate', 'Advanced Duplicate', 'History', 'Delete']);
    expect(
      within(card('Quartet - Lobby Bar')).getByRole('button', { name: /^Finalize/ }),
    ).toBeInTheDocument();
  });

  it('when a reader views the day, then there are no buttons, no New Event and no checkboxes', () => {
    renderDay({ bookings: [quartet, morningSolo], canWrite: false, editMode: true });

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('when a writer clicks New Event, then a booking on this day starts', async () => {
    const { props, user } = renderDay({ bookings: [quartet], canWrite: true });

    await user.click(screen.getByRole('button', { name: 'New Event' }));

    expect(props.startBooking).toHaveBeenCalledWith({ date: MONDAY });
  });

  it('when a writer sees an empty day, then it says No events scheduled and invites them to create one', () => {
    renderDay({ bookings: [otherDay], canWrite: true });

    expect(screen.getByText('No events scheduled')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new event.')).toBeInTheDocument();
    expect(screen.queryByText('No events scheduled for this day.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Event' })).toBeInTheDocument();
  });

  it('when a reader sees an empty day, then it says No events scheduled for this day', () => {
    renderDay({ bookings: [], canWrite: false });

    expect(screen.getByText('No events scheduled')).toBeInTheDocument();
    expect(screen.getByText('No events scheduled for this day.')).toBeInTheDocument();
    expect(screen.queryByText('Get started by creating a new event.')).not.toBeInTheDocument();
  });

  it('when loading, then it says Loading bookings... instead of the empty state', () => {
    renderDay({ isLoading: true, canWrite: true });

    expect(screen.getByRole('status')).toHaveTextContent('Loading bookings...');
    expect(screen.queryByText('No events scheduled')).not.toBeInTheDocument();
  });

  it('when edit mode is on for a writer, then each card has a selection checkbox that toggles it', async () => {
    const { props, user } = renderDay({
      bookings: [quartet, morningSolo],
      canWrite: true,
      editMode: true,
      selectedIds: new Set([1]),
    });

    expect(screen.getByRole('checkbox', { name: 'Select Quartet - Lobby Bar at 7:00 PM' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Solo - The Grill at 11:00 AM' }));

    expect(props.toggleSelected).toHaveBeenCalledWith(2);
  });

  it('when a writer in edit mode moves a booking with the Move form, then the move to that date and time is requested', async () => {
    const { props, user } = renderDay({ bookings: [quartet, morningSolo], canWrite: true, editMode: true });

    await user.click(screen.getByRole('button', { name: 'Move Solo - The Grill at 11:00 AM' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Solo - The Grill at 11:00 AM' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(MONDAY);
    expect(within(dialog).getByRole('combobox', { name: 'Time' })).toHaveValue('11:00');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-05-07');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '8:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(props.actions.move).toHaveBeenCalledWith(morningSolo, { date: '2026-05-07', time: '20:00' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the Move form is submitted unchanged or cancelled, then nothing is requested', async () => {
    const { props, user } = renderDay({ bookings: [morningSolo], canWrite: true, editMode: true });

    await user.click(screen.getByRole('button', { name: 'Move Solo - The Grill at 11:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(screen.getByRole('button', { name: 'Move Solo - The Grill at 11:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(props.actions.move).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the Move form has no date, then it says Date is required and requests nothing', async () => {
    const { props, user } = renderDay({ bookings: [morningSolo], canWrite: true, editMode: true });

    await user.click(screen.getByRole('button', { name: 'Move Solo - The Grill at 11:00 AM' }));
    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Move' }));

    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(props.actions.move).not.toHaveBeenCalled();
  });

  it('when a booking is off the hour, then the Move form keeps its own time among the hourly choices', async () => {
    const { user } = renderDay({ bookings: [eveningDuo], canWrite: true, editMode: true });

    await user.click(screen.getByRole('button', { name: 'Move Duo - DUSK at 9:30 PM' }));

    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(time).toHaveValue('21:30');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
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
      '9:30 PM',
      '10:00 PM',
      '11:00 PM',
    ]);
  });

  it('when any booking is selected or edit mode is off, then Move is not offered, as dragging is not', () => {
    renderDay({ bookings: [morningSolo], canWrite: true, editMode: true, selectedIds: new Set([2]) });
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it('when edit mode is off, then there is no checkbox and no Move', () => {
    renderDay({ bookings: [morningSolo], canWrite: true, editMode: false });

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it('when a writer in edit mode sees pending and confirmed cards, then axe finds no violations', async () => {
    renderDay({ bookings: [quartet, morningSolo, eveningDuo], canWrite: true, editMode: true });

    await expectNoAxeViolations();
  });

  it('when the Move form is open, then axe finds no violations', async () => {
    const { user } = renderDay({ bookings: [quartet], canWrite: true, editMode: true });
    await user.click(screen.getByRole('button', { name: 'Move Quartet - Lobby Bar at 7:00 PM' }));

    await expectNoAxeViolations();
  });
});

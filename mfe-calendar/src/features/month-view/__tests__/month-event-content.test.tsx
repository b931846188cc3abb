import type { ReactNode } from 'react';
import { fireEvent, render, within } from '@testing-library/react';
import type { BookingDto } from '@booking-portal/api/contract';
import { booking, performer } from '../../../test-support/calendar-fixtures';
import {
  BOOKING_CONTROL_ATTRIBUTE,
  dayCellContent,
  MonthBookingContent,
  moreLinkContent,
  type MonthBookingContentProps,
} from '../components/month-event-content';

/** Draws the content as FullCalendar does (with React), into an element of the page. */
function draw(content: ReactNode): HTMLElement {
  return render(<>{content}</>).container;
}

function drawBooking(overrides: Partial<MonthBookingContentProps> & { booking: BookingDto }) {
  const handlers = { onToggleSelected: jest.fn(), onMove: jest.fn(), onOpenMenu: jest.fn() };
  const container = draw(
    <MonthBookingContent
      canWrite={false}
      editMode={false}
      selected={false}
      canMove={false}
      {...handlers}
      {...overrides}
    />,
  );
  return { container, view: within(container), ...handlers };
}

describe('month event content (docs/PRODUCT.md section 2, Month view)', () => {
  const jazz = booking({ title: 'Jazz night', time: '19:00' });

  it('when a reader sees a booking, then it shows time and title and no controls', () => {
    const { container, view } = drawBooking({ booking: jazz });

    expect(container).toHaveTextContent('7:00 PM');
    expect(view.getByText('Jazz night')).toBeInTheDocument();
    expect(view.queryByText('Pending')).not.toBeInTheDocument();
    expect(container.querySelector('button, input')).toBeNull();
  });

  it('when a booking is pending, then it carries a Pending badge', () => {
    const { view } = drawBooking({ booking: booking({ status: 'pending' }) });

    expect(view.getByText('Pending')).toBeInTheDocument();
  });

  it('when a booking has 5 instruments, then 3 icons and +2 are named by all 5 for screen readers', () => {
    const band = booking({
      performers: ['Piano', 'Violin', 'Vocals', 'Drums', 'Guitar'].map((name, index) =>
        performer(index + 1, name),
      ),
    });
    const { view } = drawBooking({ booking: band });

    const icons = view.getByRole('img', { name: 'Instruments: Piano, Violin, Vocals, Drums, Guitar' });
    expect(icons).toHaveTextContent('🎹🎻🎤+2');
  });

  it('when a writer is outside edit mode, then the booking offers its menu, which the month view does not treat as a click on the booking', () => {
    const { view, onOpenMenu } = drawBooking({ booking: jazz, canWrite: true });

    const menu = view.getByRole('button', { name: 'Actions for Jazz night at 7:00 PM' });
    expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menu).toHaveAttribute(BOOKING_CONTROL_ATTRIBUTE);
    fireEvent.click(menu);
    expect(onOpenMenu).toHaveBeenCalledWith(jazz);
    expect(view.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('when a writer is in edit mode, then a checkbox selects the booking and Move opens the move dialog', () => {
    const { view, onToggleSelected, onMove } = drawBooking({
      booking: jazz,
      canWrite: true,
      editMode: true,
      selected: true,
      canMove: true,
    });

    const checkbox = view.getByRole('checkbox', { name: 'Select Jazz night at 7:00 PM' });
    expect(checkbox).toBeChecked();
    fireEvent.click(checkbox);
    expect(onToggleSelected).toHaveBeenCalledWith(jazz);
    fireEvent.click(view.getByRole('button', { name: 'Move Jazz night at 7:00 PM' }));
    expect(onMove).toHaveBeenCalledWith(jazz);
    expect(view.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('when a cell has more bookings than it shows, then its entry reads +N more', () => {
    expect(draw(moreLinkContent('+3 more'))).toHaveTextContent('+3 more');
  });

  it('when a day has bookings, then its number gets a dot hidden from screen readers; otherwise none', () => {
    const booked = within(draw(dayCellContent('12', true)));
    const free = within(draw(dayCellContent('13', false)));

    expect(booked.getByText('12')).toBeInTheDocument();
    expect(booked.getByTestId('booking-dot')).toHaveAttribute('aria-hidden', 'true');
    expect(free.getByText('13')).toBeInTheDocument();
    expect(free.queryByTestId('booking-dot')).not.toBeInTheDocument();
  });
});

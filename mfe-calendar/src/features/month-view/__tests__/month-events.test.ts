import { datesWithBookings } from '../../booking-presentation';
import { booking, LOBBY_BAR } from '../../../test-support/calendar-fixtures';
import { monthDropTarget, toMonthEvents } from '../month-events';

describe('month events', () => {
  const jazz = booking({ title: 'Jazz night', date: '2026-11-12', time: '19:00' });

  it('when a booking is dropped on another day, then the move asks for that date', () => {
    expect(monthDropTarget({ booking: jazz }, '2026-11-13')).toEqual({ booking: jazz, date: '2026-11-13' });
  });

  it('when a booking is dropped on its own day, then nothing is asked', () => {
    expect(monthDropTarget({ booking: jazz }, '2026-11-12')).toBeNull();
  });

  it('when the drag data is not a booking, then it is ignored', () => {
    expect(monthDropTarget({}, '2026-11-13')).toBeNull();
    expect(monthDropTarget({ booking: { title: 'no id' } }, '2026-11-13')).toBeNull();
  });

  it('when bookings become events, then they are all-day on their date in the department colour, pending ones striped', () => {
    const pending = booking({ date: '2026-11-14', status: 'pending' });
    const [confirmedEvent, pendingEvent] = toMonthEvents([jazz, pending], [LOBBY_BAR]);

    expect(confirmedEvent).toMatchObject({ start: '2026-11-12', allDay: true, color: '#f3acd2' });
    expect(confirmedEvent?.className).toBeUndefined();
    // The grids' styles give the booking-pending class its stripes and red border.
    expect(pendingEvent).toMatchObject({ contrastColor: '#0f172a', className: 'booking-pending' });
    expect(datesWithBookings([jazz, pending])).toEqual(new Set(['2026-11-12', '2026-11-14']));
  });

  it('when a day holds 5 bookings, then FullCalendar gets its first 2 by time and one +3 more entry', () => {
    const day = ['22:00', '18:00', '20:00', '19:00', '21:00'].map((time, index) =>
      booking({ id: 100 + index, title: `Set ${time}`, date: '2026-11-20', time }),
    );

    const events = toMonthEvents(day, [LOBBY_BAR]);

    expect(events.map(({ title }) => title)).toEqual(['Set 18:00', 'Set 19:00', '+3 more']);
    expect(events[2]).toMatchObject({ start: '2026-11-20', editable: false, className: 'booking-more' });
  });
});

import { bookingFixture, DEPARTMENTS } from '../../../test-support/view-fixtures';
import { arrangeSlot, groupBySlot, weekEventsOf } from '../week-groups';

const early = bookingFixture({ id: 1, title: 'Solo - Lobby Bar', time: '19:00' });
const sameTimeLaterTitle = bookingFixture({ id: 2, title: 'Trio - DUSK', time: '19:00', department: 'DUSK' });
const halfPast = bookingFixture({ id: 3, title: 'Duo - DUSK', time: '19:30', department: 'DUSK' });
const quarterTo = bookingFixture({ id: 4, title: 'Duo - The Grill', time: '19:45', department: 'The Grill' });
const alsoQuarterTo = bookingFixture({ id: 5, title: 'Solo - The Grill', time: '19:45' });
const nextHour = bookingFixture({ id: 6, time: '20:00' });
const nextDay = bookingFixture({ id: 7, date: '2026-05-05' });

describe('week slot groups (docs/PRODUCT.md section 2, Week view)', () => {
  it('when bookings start in the same hourly row of a day, then they form one group in time-then-title order', () => {
    const groups = groupBySlot([
      nextDay,
      alsoQuarterTo,
      halfPast,
      sameTimeLaterTitle,
      early,
      nextHour,
      quarterTo,
    ]);

    expect(groups.map((group) => [group.key, group.bookings.map((booking) => booking.id)])).toEqual([
      ['2026-05-05@19', [7]],
      ['2026-05-04@19', [1, 2, 3, 4, 5]],
      ['2026-05-04@20', [6]],
    ]);
  });

  it("when five overlap, then the first is the main block, two are chips and '+2 more' hides the rest", () => {
    const [group] = groupBySlot([early, sameTimeLaterTitle, halfPast, quarterTo, alsoQuarterTo]);

    const slot = group && arrangeSlot(group, undefined);

    expect(slot?.main.id).toBe(1);
    expect(slot?.chips.map((chip) => chip.id)).toEqual([2, 3]);
    expect(slot?.hiddenCount).toBe(2);
  });

  it('when a chip was promoted, then it is the main block and the previous main is the first chip', () => {
    const [group] = groupBySlot([early, sameTimeLaterTitle, halfPast, quarterTo, alsoQuarterTo]);

    const slot = group && arrangeSlot(group, 3);

    expect(slot?.main.id).toBe(3);
    expect(slot?.chips.map((chip) => chip.id)).toEqual([1, 2]);
    expect(slot?.hiddenCount).toBe(2);
  });

  it('when the promoted booking is gone, then the first booking is the main block again', () => {
    const [group] = groupBySlot([early, sameTimeLaterTitle]);

    expect(group && arrangeSlot(group, 99)?.main.id).toBe(1);
  });

  it("when events are built, then each slot is one event in its main booking's department colour, pending ones marked for their red border", () => {
    const pending = bookingFixture({ id: 8, time: '21:00', department: 'DUSK', status: 'pending' });
    const events = weekEventsOf(groupBySlot([early, pending]), new Map(), DEPARTMENTS);

    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ id: '2026-05-04@19', color: '#f3acd2' });
    expect(events[0]?.className).toBeUndefined();
    expect(events[1]).toMatchObject({ id: '2026-05-04@21', color: '#9ba3ad', className: 'booking-pending' });
  });
});

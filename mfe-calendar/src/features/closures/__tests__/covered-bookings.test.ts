import { booking, closure } from '../../../test-support/calendar-fixtures';
import { closedDaysOf, closedMarkLabel, closuresCovering, venueClosedText } from '..';

const NOVEMBER = { from: '2026-11-01', to: '2026-12-13' };

/** The Lobby Bar closed on November 12, 2026 from 18:00 to 21:00, unless overridden. */
const lobbyEvening = (overrides: Parameters<typeof closure>[0] = {}) =>
  closure({
    startDate: '2026-11-12',
    startTime: '18:00',
    endDate: '2026-11-12',
    endTime: '21:00',
    reason: 'Private event',
    ...overrides,
  });

describe('the bookings a closure covers', () => {
  it('when a booking of the closed venue overlaps the closure, then it is covered; one ending at its start or starting at its end is not', () => {
    const evening = lobbyEvening();
    const days = closedDaysOf([evening], NOVEMBER, null);
    const at = (time: string, duration: number) => closuresCovering(booking({ time, duration }), days);

    expect(at('17:00', 60)).toEqual([]);
    expect(at('17:00', 61)).toEqual([evening]);
    expect(at('19:00', 30)).toEqual([evening]);
    expect(at('20:59', 60)).toEqual([evening]);
    expect(at('21:00', 60)).toEqual([]);
  });

  it("when another venue is closed, then the booking is not covered; the whole organization's closure covers every venue and none", () => {
    const grill = lobbyEvening({ departmentId: 3, department: 'The Grill' });
    const whole = lobbyEvening({ departmentId: null, department: null, reason: 'Staff party' });

    expect(closuresCovering(booking({ time: '19:00' }), closedDaysOf([grill], NOVEMBER, null))).toEqual([]);
    expect(
      closuresCovering(booking({ time: '19:00', department: null }), closedDaysOf([whole], NOVEMBER, null)),
    ).toEqual([whole]);
  });

  it('when a late booking runs past midnight into a closed morning, then it is covered by the next day’s closure', () => {
    const morning = lobbyEvening({
      startDate: '2026-11-13',
      startTime: '00:30',
      endDate: '2026-11-13',
      endTime: '06:00',
    });
    const days = closedDaysOf([morning], NOVEMBER, null);

    expect(closuresCovering(booking({ time: '23:00', duration: 91 }), days)).toEqual([morning]);
    expect(closuresCovering(booking({ time: '23:00', duration: 90 }), days)).toEqual([]);
  });

  it('when two closures cover a booking, then the mark names both reasons', () => {
    const evening = lobbyEvening();
    const whole = lobbyEvening({ id: 999, departmentId: null, department: null, reason: 'Staff party' });
    const covering = closuresCovering(
      booking({ time: '19:00' }),
      closedDaysOf([evening, whole], NOVEMBER, null),
    );

    expect(venueClosedText(covering)).toBe('Venue closed: Private event; Staff party');
  });
});

describe("a closed day's mark", () => {
  it('when only departments are closed, then the mark names each of them, all day or partly', () => {
    const allDay = closure({ reason: 'Private event' });
    const grillEvening = lobbyEvening({ id: 998, departmentId: 3, department: 'The Grill' });
    const days = closedDaysOf([allDay, grillEvening], NOVEMBER, null);

    expect(closedMarkLabel(days.get('2026-11-12') ?? [])).toBe('Lobby Bar closed, The Grill partly closed');
    expect(closedMarkLabel(closedDaysOf([lobbyEvening()], NOVEMBER, null).get('2026-11-12') ?? [])).toBe(
      'Lobby Bar partly closed',
    );
  });

  it('when the whole organization is closed that day, then the mark is Closed or Partly closed', () => {
    const whole = closure({ departmentId: null, department: null });
    const days = closedDaysOf([whole, lobbyEvening()], NOVEMBER, null);

    expect(closedMarkLabel(days.get('2026-11-12') ?? [])).toBe('Closed');
  });
});

import type { VenueClosureDto } from '@booking-portal/api/contract';
import { organizationClosure } from '../../../test-support/calendar-fixtures';
import { closedDaysOf, closedDayText, closedMarkLabel, closedSpanText, closureRangeOf } from '..';

/** The whole organization closed for a renovation, all day on 2031-05-10, unless overridden. */
const closure = (overrides: Partial<VenueClosureDto> = {}) => organizationClosure('2031-05-10', overrides);

const MAY = { from: '2031-04-27', to: '2031-06-07' };

describe('closed days of a visible range', () => {
  it('when a whole day is closed, then that day alone is closed from midnight to midnight', () => {
    const days = closedDaysOf([closure({})], MAY, null);

    expect([...days.keys()]).toEqual(['2031-05-10']);
    const [span] = days.get('2031-05-10') ?? [];
    expect(span).toMatchObject({ startMinutes: 0, endMinutes: 1440 });
    expect(span === undefined ? '' : closedSpanText(span)).toBe('Closed all day: Renovation');
  });

  it('when a closure runs from an evening into the next days, then each day gets its own part', () => {
    const days = closedDaysOf(
      [closure({ startDate: '2031-05-10', startTime: '18:00', endDate: '2031-05-12', endTime: '10:30' })],
      MAY,
      null,
    );

    expect([...days.entries()].map(([date, spans]) => [date, spans.map(closedSpanText)])).toEqual([
      ['2031-05-10', ['Closed 6:00 PM - 12:00 AM: Renovation']],
      ['2031-05-11', ['Closed all day: Renovation']],
      ['2031-05-12', ['Closed 12:00 AM - 10:30 AM: Renovation']],
    ]);
    expect(closedMarkLabel(days.get('2031-05-10') ?? [])).toBe('Partly closed');
    expect(closedMarkLabel(days.get('2031-05-11') ?? [])).toBe('Closed');
  });

  it('when a closure is longer than the range, then only the range’s days are closed', () => {
    const days = closedDaysOf(
      [closure({ startDate: '2031-01-01', endDate: '2031-12-31', endTime: '00:00' })],
      { from: '2031-05-04', to: '2031-05-10' },
      null,
    );

    expect([...days.keys()]).toEqual([
      '2031-05-04',
      '2031-05-05',
      '2031-05-06',
      '2031-05-07',
      '2031-05-08',
      '2031-05-09',
      '2031-05-10',
    ]);
  });

  it('when a department is closed, then it counts only while that department is shown, and its text names it', () => {
    const lobby = closure({ id: 2, departmentId: 1, department: 'Lobby Bar', reason: 'Private event' });
    const everything = closure({ id: 3, startTime: '20:00', reason: 'Staff party' });

    expect(closedDayText(closedDaysOf([lobby, everything], MAY, ['Lobby Bar']).get('2031-05-10') ?? [])).toBe(
      'Lobby Bar closed all day: Private event\nClosed 8:00 PM - 12:00 AM: Staff party',
    );
    expect(closedDayText(closedDaysOf([lobby, everything], MAY, ['DUSK']).get('2031-05-10') ?? [])).toBe(
      'Closed 8:00 PM - 12:00 AM: Staff party',
    );
    expect(closedDaysOf([lobby], MAY, []).size).toBe(0);
  });

  it('when the range is read, then one more day is asked for: the week’s last row is the next day’s first hour', () => {
    expect(closureRangeOf({ from: '2031-05-05', to: '2031-05-11' })).toEqual({
      from: '2031-05-05',
      to: '2031-05-12',
    });
  });
});

import { closureProblemsOf, dateProblemsOf, performerMarksOf } from '..';
import {
  bookedElsewhere,
  bookedHere,
  on,
  unavailable,
  venueClosed,
} from '../../../test-support/availability-fixtures';

describe('the picker’s marks and the dates with a problem', () => {
  it('when a performer is both booked and unavailable, then the mark is unavailable and keeps every problem', () => {
    const marks = performerMarksOf(
      [on('2026-03-10', bookedElsewhere({ performerId: 1 })), on('2026-03-10', unavailable())],
      ['2026-03-10'],
    );

    expect(marks.get(1)).toEqual({ status: 'unavailable', text: 'booked elsewhere; unavailable: Holiday' });
    expect(marks.has(2)).toBe(false);
  });

  it('when a multi-day period touches several checked dates, then each date is named once', () => {
    const marks = performerMarksOf(
      [on('2026-03-10', unavailable()), on('2026-03-11', unavailable()), on('2026-03-11', unavailable())],
      ['2026-03-10', '2026-03-11'],
    );

    expect(marks.get(1)?.text).toBe(
      'Tue, Mar 10, 2026: unavailable: Holiday; Wed, Mar 11, 2026: unavailable: Holiday',
    );
  });

  it('when a closure touches several dates, then the alert lists it once, and each date lists it', () => {
    const problems = [
      on('2026-03-10', venueClosed()),
      on('2026-03-11', venueClosed()),
      on('2026-03-11', bookedHere()),
    ];

    expect(closureProblemsOf(problems)).toHaveLength(1);
    expect(dateProblemsOf(problems, new Set([3]))).toEqual([
      { date: '2026-03-10', lines: ['Lobby Bar: venue closed: Private event'] },
      {
        date: '2026-03-11',
        lines: ['Lobby Bar: venue closed: Private event', 'Cara Lee: on another booking: Trio - DUSK'],
      },
    ]);
    expect(dateProblemsOf(problems, new Set())).toHaveLength(2);
  });
});

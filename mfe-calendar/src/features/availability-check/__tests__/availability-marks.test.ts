import { closureProblemsOf, datedClosureProblemsOf, dateProblemsOf, performerMarksOf } from '..';
import {
  bookedElsewhere,
  bookedHere,
  compactFindingsOf,
  on,
  unavailable,
  venueClosed,
} from '../../../test-support/availability-fixtures';

const NEW_YORK = { formTimeZone: 'America/New_York' };

describe('the picker’s marks and the dates with a problem', () => {
  it('when a performer is both booked and unavailable, then the mark is unavailable and keeps every problem', () => {
    const marks = performerMarksOf(
      compactFindingsOf([
        on('2026-03-10', bookedElsewhere({ performerId: 1 })),
        on('2026-03-10', unavailable()),
      ]),
      ['2026-03-10'],
      NEW_YORK,
    );

    expect(marks.get(1)).toEqual({
      status: 'unavailable',
      text: 'booked elsewhere: 9:00 AM - 10:00 AM; unavailable: Holiday',
    });
    expect(marks.has(2)).toBe(false);
  });

  it('when a multi-day period touches several checked dates, then each date is named once', () => {
    const marks = performerMarksOf(
      compactFindingsOf([
        on('2026-03-10', unavailable()),
        on('2026-03-11', unavailable()),
        on('2026-03-11', unavailable()),
      ]),
      ['2026-03-10', '2026-03-11'],
      NEW_YORK,
    );

    expect(marks.get(1)?.text).toBe(
      'Tue, Mar 10, 2026: unavailable: Holiday; Wed, Mar 11, 2026: unavailable: Holiday',
    );
  });

  it('when another organization’s booking holds two performers, then it comes once and marks both with its time', () => {
    const findings = compactFindingsOf([
      on('2026-03-10', bookedElsewhere({ performerId: 2 })),
      on('2026-03-10', bookedElsewhere({ performerId: 5 })),
    ]);

    expect(findings.booked).toHaveLength(1);
    const marks = performerMarksOf(findings, ['2026-03-10'], NEW_YORK);
    expect(marks.get(2)?.text).toBe('booked elsewhere: 9:00 AM - 10:00 AM');
    expect(marks.get(5)?.text).toBe('booked elsewhere: 9:00 AM - 10:00 AM');
  });

  it('when the booking elsewhere is in another zone, starts the day before, and the reader may see where, then the mark says all three', () => {
    const findings = compactFindingsOf([
      on(
        '2026-03-10',
        Object.assign(bookedElsewhere({ date: '2026-03-09', time: '23:00', duration: 120 }), {
          timeZone: 'America/Chicago',
          where: { organizationName: 'Cypress Hills Country Club', department: 'Clubhouse' },
        }),
      ),
    ]);

    expect(performerMarksOf(findings, ['2026-03-10'], NEW_YORK).get(2)?.text).toBe(
      'booked elsewhere: Mon, Mar 9, 2026, 11:00 PM - 1:00 AM (America/Chicago) at Cypress Hills Country Club, Clubhouse',
    );
    // The same zone as the form's, or the form's zone not known yet: the zone is not named.
    expect(performerMarksOf(findings, ['2026-03-10'], { formTimeZone: 'America/Chicago' }).get(2)?.text).toBe(
      'booked elsewhere: Mon, Mar 9, 2026, 11:00 PM - 1:00 AM at Cypress Hills Country Club, Clubhouse',
    );
  });

  it('when a closure touches several dates, then the alert lists it once, and each date lists it', () => {
    const findings = compactFindingsOf([
      on('2026-03-10', venueClosed()),
      on('2026-03-11', venueClosed()),
      on('2026-03-11', bookedHere()),
    ]);

    expect(closureProblemsOf(datedClosureProblemsOf(findings))).toHaveLength(1);
    expect(datedClosureProblemsOf(findings).map(({ slotDate }) => slotDate)).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(dateProblemsOf(findings, [{ performerId: 3, name: 'Cara Lee' }], NEW_YORK)).toEqual([
      { date: '2026-03-10', lines: ['Lobby Bar: venue closed: Private event'] },
      {
        date: '2026-03-11',
        lines: ['Cara Lee: on another booking: Trio - DUSK', 'Lobby Bar: venue closed: Private event'],
      },
    ]);
    expect(dateProblemsOf(findings, [], NEW_YORK)).toHaveLength(2);
  });
});

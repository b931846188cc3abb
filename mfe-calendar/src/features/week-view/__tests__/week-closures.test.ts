import type { VenueClosureDto } from '@booking-portal/api/contract';
import { organizationClosure } from '../../../test-support/calendar-fixtures';
import { closedDaysOf } from '../../closures';
import { weekClosureEventsOf, weekClosureOfEvent } from '../week-closures';

const MONDAY = '2031-05-05';
const WEEK_READ = { from: MONDAY, to: '2031-05-12' };

/** The whole organization closed for a renovation, all day on 2031-05-06, unless overridden. */
const closure = (overrides: Partial<VenueClosureDto> = {}) => organizationClosure('2031-05-06', overrides);

function spansOf(closures: VenueClosureDto[]) {
  return weekClosureEventsOf(closedDaysOf(closures, WEEK_READ, null), MONDAY).map((event) => ({
    start: event.start,
    end: event.end,
    column: weekClosureOfEvent({ extendedProps: event.extendedProps ?? {} })?.column,
  }));
}

describe('closed times on the week grid', () => {
  it('when a whole day is closed, then its column is shaded from 8:00 AM, and the evening before gets its first hour', () => {
    expect(spansOf([closure({})])).toEqual([
      { start: '2031-05-06T00:00:00', end: '2031-05-06T01:00:00', column: '2031-05-05' },
      { start: '2031-05-06T08:00:00', end: '2031-05-07T00:00:00', column: '2031-05-06' },
    ]);
  });

  it('when an evening is closed into the night, then one piece is drawn per column', () => {
    expect(
      spansOf([
        closure({ startDate: '2031-05-11', startTime: '22:00', endDate: '2031-05-12', endTime: '02:00' }),
      ]),
    ).toEqual([
      { start: '2031-05-11T22:00:00', end: '2031-05-12T00:00:00', column: '2031-05-11' },
      {
        start: '2031-05-12T00:00:00',
        end: '2031-05-12T01:00:00',
        column: '2031-05-11',
      },
    ]);
  });

  it('when a closure lies between 1:00 AM and 8:00 AM, then no row of the grid shows it', () => {
    expect(spansOf([closure({ startTime: '02:00', endDate: '2031-05-06', endTime: '07:00' })])).toEqual([]);
  });
});

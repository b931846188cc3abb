import { steppedDate, viewTitleOf, visibleRangeOf } from '../calendar-dates';

describe('calendar dates (docs/PRODUCT.md sections 2 and 9)', () => {
  it('when a month shows, then its range is the 6-week grid from the Sunday before the 1st', () => {
    expect(visibleRangeOf('month', '2026-10-15')).toEqual({ from: '2026-09-27', to: '2026-11-07' });
    expect(visibleRangeOf('month', '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-12-12' });
  });

  it('when a week shows, then it runs Monday to Sunday, also from a Sunday', () => {
    expect(visibleRangeOf('week', '2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(visibleRangeOf('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('when a day shows, then its range is that day', () => {
    expect(visibleRangeOf('day', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('when titled, then month, week and day read as the spec shows them', () => {
    expect(viewTitleOf('month', '2026-11-21')).toBe('November 2026');
    expect(viewTitleOf('week', '2026-11-21')).toBe('Week of Nov 16, 2026');
    expect(viewTitleOf('day', '2026-11-21')).toBe('Saturday, November 21, 2026');
  });

  it('when stepped, then a month keeps the day where it can, a week moves 7 days and a day one', () => {
    expect(steppedDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(steppedDate('week', '2026-11-21', 1)).toBe('2026-11-28');
    expect(steppedDate('day', '2026-11-01', -1)).toBe('2026-10-31');
  });
});

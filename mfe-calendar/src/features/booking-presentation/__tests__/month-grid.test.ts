import { monthGridWeeksOf, WEEKDAY_COLUMNS } from '..';

const datesOf = (weeks: ReturnType<typeof monthGridWeeksOf>) => weeks.flat().map(({ date }) => date);

describe('the small month grids', () => {
  it('when a month starts on a Sunday, then its grid starts on the 1st and runs to the Saturday after its end', () => {
    const weeks = monthGridWeeksOf('2026-11-21');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-01', dayOfMonth: 1, inMonth: true });
    expect(weeks[4]?.[6]).toEqual({ date: '2026-12-05', dayOfMonth: 5, inMonth: false });
  });

  it('when a 28-day month starts on a Sunday, then it fills exactly 4 weeks, all of them its own days', () => {
    const weeks = monthGridWeeksOf('2026-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every(({ inMonth }) => inMonth)).toBe(true);
  });

  it('when a month starts on a Saturday and ends on a Monday, then it takes 6 weeks with the neighbour days marked', () => {
    const weeks = monthGridWeeksOf('2026-08-15');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.slice(0, 6).every(({ inMonth }) => !inMonth)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe('2026-07-26');
    expect(weeks[0]?.[6]).toEqual({ date: '2026-08-01', dayOfMonth: 1, inMonth: true });
    expect(weeks[5]?.[1]).toEqual({ date: '2026-08-31', dayOfMonth: 31, inMonth: true });
    expect(weeks[5]?.[6]).toEqual({ date: '2026-09-05', dayOfMonth: 5, inMonth: false });
  });

  it('when the grid is read day by day, then every day follows the one before, Sunday first', () => {
    const dates = datesOf(monthGridWeeksOf('2026-03-10'));
    const next = (date: string) => {
      const day = new Date(`${date}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      return day.toISOString().slice(0, 10);
    };
    dates.slice(1).forEach((date, index) => expect(date).toBe(next(dates[index] ?? '')));
    expect(new Date(`${dates[0]}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it('when the columns are labelled, then they read S M T W T F S with the full names', () => {
    expect(WEEKDAY_COLUMNS.map(({ initial }) => initial).join(' ')).toBe('S M T W T F S');
    expect(WEEKDAY_COLUMNS[0]?.name).toBe('Sunday');
  });
});

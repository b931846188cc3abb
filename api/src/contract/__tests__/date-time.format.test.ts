import {
  formatDayLabel,
  formatDayTimeLabel,
  formatInstantLabel,
  formatInstantTimeLabel,
  formatLongDayLabel,
  formatMediumDayLabel,
  formatMonthTitle,
  formatTimeLabel,
  formatTimeRangeLabel,
  formatWallClockRangeLabel,
  formatWeekdayMonthDayLabel,
  formatZoneName,
  instantOfWallClock,
  readsDifferentlyForViewer,
  viewerTimeZone,
  wallClockAt,
  zoneAbbreviationAt,
} from '../date-time.format';

describe('day labels', () => {
  it('read a yyyy-MM-dd day in en-US, whatever the machine zone', () => {
    expect(formatDayLabel('2026-12-15')).toBe('Tue, Dec 15, 2026');
    expect(formatLongDayLabel('2026-12-15')).toBe('Tuesday, December 15, 2026');
    expect(formatMediumDayLabel('2026-12-15')).toBe('Dec 15, 2026');
    expect(formatWeekdayMonthDayLabel('2026-11-12')).toBe('Thursday, Nov 12');
    expect(formatMonthTitle('2026-12-01')).toBe('December 2026');
  });

  it('keep the first and last days of a year on their own day', () => {
    expect(formatDayLabel('2027-01-01')).toBe('Fri, Jan 1, 2027');
    expect(formatDayLabel('2026-12-31')).toBe('Thu, Dec 31, 2026');
  });
});

describe('wall-clock time labels', () => {
  it('read stored times in 12-hour AM/PM', () => {
    expect(formatTimeLabel('19:00')).toBe('7:00 PM');
    expect(formatTimeLabel('00:00')).toBe('12:00 AM');
    expect(formatTimeLabel('24:00')).toBe('12:00 AM');
    expect(formatDayTimeLabel('2026-03-13', '19:00')).toBe('Friday, March 13, 2026 at 7:00 PM');
  });

  it('name the venue zone of a booking, in winter and in summer', () => {
    expect(formatWallClockRangeLabel('2026-12-15', '19:00', '21:00', 'America/New_York')).toBe(
      '7:00 PM – 9:00 PM EST',
    );
    expect(formatWallClockRangeLabel('2026-07-15', '19:00', '21:00', 'America/New_York')).toBe(
      '7:00 PM – 9:00 PM EDT',
    );
  });

  it('read an end past midnight on the next day', () => {
    expect(formatWallClockRangeLabel('2026-12-15', '22:00', '00:00', 'America/New_York')).toBe(
      '10:00 PM – 12:00 AM EST',
    );
  });

  it('name both zones when a daylight-saving change falls inside the booking', () => {
    expect(formatWallClockRangeLabel('2026-11-01', '00:30', '03:00', 'America/New_York')).toBe(
      '12:30 AM EDT – 3:00 AM EST',
    );
  });
});

describe('instants', () => {
  it('read an instant on a named zone clock', () => {
    expect(wallClockAt('2026-12-15T19:22:00Z', 'America/New_York')).toEqual({
      date: '2026-12-15',
      time: '14:22',
      minutes: 14 * 60 + 22,
      zone: 'EST',
    });
    expect(zoneAbbreviationAt('2026-07-01T12:00:00Z', 'America/New_York')).toBe('EDT');
  });

  it('format two instants as a time range, the zone named', () => {
    expect(formatTimeRangeLabel('2026-12-16T00:00:00Z', '2026-12-16T02:00:00Z', 'America/New_York')).toBe(
      '7:00 PM – 9:00 PM EST',
    );
  });

  it('format an instant with its zone', () => {
    expect(formatInstantLabel('2026-12-15T19:22:00Z', 'America/New_York')).toBe('Dec 15, 2026, 2:22 PM EST');
    expect(formatInstantTimeLabel('2026-12-15T19:22:00Z', 'Asia/Tokyo')).toBe('4:22 AM GMT+9');
    expect(formatInstantLabel('2026-12-15T19:22:00Z', 'UTC')).toBe('Dec 15, 2026, 7:22 PM UTC');
  });

  it('find the instant of a wall-clock time in a zone, across daylight-saving changes', () => {
    expect(instantOfWallClock('2026-12-15', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-12-16T00:00:00.000Z',
    );
    expect(instantOfWallClock('2026-07-15', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-07-15T23:00:00.000Z',
    );
    // 02:30 does not exist on 2026-03-08 in New York: the moment after the gap.
    expect(instantOfWallClock('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice on 2026-11-01: its first occurrence (EDT).
    expect(instantOfWallClock('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(instantOfWallClock('2026-12-15', '10:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-15T04:30:00.000Z',
    );
  });

  it('name a zone as the venue selector does', () => {
    expect(formatZoneName('America/New_York')).toBe('America/New York');
  });
});

describe('a venue clock beside the viewer clock', () => {
  it('names the venue zone after a day and time when asked', () => {
    expect(formatDayTimeLabel('2026-12-15', '19:00', 'America/New_York')).toBe(
      'Tuesday, December 15, 2026 at 7:00 PM EST',
    );
    expect(formatDayTimeLabel('2026-12-15', '19:00', null)).toBe('Tuesday, December 15, 2026 at 7:00 PM');
  });

  it("tells whether the viewer's clock reads the venue's time differently", () => {
    const viewerZone = viewerTimeZone();
    expect(readsDifferentlyForViewer('2026-12-15', '19:00', viewerZone)).toBe(false);
    const elsewhere = viewerZone === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    expect(readsDifferentlyForViewer('2026-12-15', '19:00', elsewhere)).toBe(true);
  });
});

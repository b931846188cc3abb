import { addDays } from '@booking-portal/api/contract';
import { durationOfTimes, slotQueryOf, type AvailabilitySlot } from '..';

const SLOT: AvailabilitySlot = {
  organizationId: 1,
  department: 'Lobby Bar',
  dates: ['2026-03-10'],
  time: '19:00',
  duration: 120,
};

describe('the availability check’s query of a slot', () => {
  it('when the slot is complete, then the query names it, dates in order and once each, in the compact shape', () => {
    expect(
      slotQueryOf({ ...SLOT, dates: ['2026-03-12', '2026-03-10', '2026-03-12'], excludeBookingId: 7 }),
    ).toEqual({
      kind: 'ready',
      query: {
        organizationId: 1,
        department: 'Lobby Bar',
        dates: '2026-03-10,2026-03-12',
        time: '19:00',
        duration: 120,
        excludeBookingId: 7,
        shape: 'compact',
      },
    });
  });

  it('when no department is chosen, then none is asked for', () => {
    const asked = slotQueryOf({ ...SLOT, department: '  ' });
    expect(asked.kind === 'ready' && 'department' in asked.query).toBe(false);
  });

  it.each([
    ['no organization', { organizationId: null }],
    ['no date', { dates: [''] }],
    ['an impossible date', { dates: ['2026-02-30'] }],
    ['no start time', { time: '' }],
    ['the end of the day as the start', { time: '24:00' }],
    ['fewer than 15 minutes', { duration: 10 }],
    ['the end before the start', { duration: durationOfTimes('10:00', '09:30') }],
  ])('when the slot has %s, then nothing is asked yet', (_case, change: Partial<AvailabilitySlot>) => {
    expect(slotQueryOf({ ...SLOT, ...change })).toEqual({ kind: 'incomplete' });
  });

  it('when more than 60 dates are chosen, then the check says it cannot ask for them at once', () => {
    const dates = Array.from({ length: 61 }, (_, day) => addDays('2026-03-01', day));

    expect(slotQueryOf({ ...SLOT, dates })).toEqual({ kind: 'tooManyDates' });
    expect(slotQueryOf({ ...SLOT, dates: dates.slice(0, 60) }).kind).toBe('ready');
  });

  it('when the form’s end is 12:00 AM, then the slot runs to midnight', () => {
    expect(durationOfTimes('22:00', '24:00')).toBe(120);
    expect(durationOfTimes('22:00', '')).toBe(0);
  });
});

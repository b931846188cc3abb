import type { PerformerUnavailabilityDto, WallClockSpan } from '@booking-portal/api/contract';

/** GET, POST /api/performers/1/unavailability: Ana's periods. */
export const ANA_PERIODS = '/api/performers/1/unavailability';

function period(id: number, span: WallClockSpan, reason: string | null): PerformerUnavailabilityDto {
  return {
    id,
    performerId: 1,
    ...span,
    reason,
    timeZone: 'America/New_York',
    createdAt: '2031-01-01T00:00:00.000Z',
  };
}

/** Three whole days, Jun 10 to Jun 12 (the end is the next day's 00:00). */
export const HOLIDAY = period(
  7,
  { startDate: '2031-06-10', startTime: '00:00', endDate: '2031-06-13', endTime: '00:00' },
  'Holiday',
);

/** An evening, no reason given. */
export const EVENING = period(
  8,
  { startDate: '2031-07-01', startTime: '18:00', endDate: '2031-07-01', endTime: '23:30' },
  null,
);

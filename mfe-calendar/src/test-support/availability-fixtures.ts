import type {
  AvailabilityDto,
  AvailabilityProblemDto,
  BookedProblemDto,
  ClosedProblemDto,
  DatedAvailabilityProblemDto,
  UnavailableProblemDto,
} from '@booking-portal/api/contract';
import { fakeNetwork, type RecordedRequest } from '@booking-portal/shell/test-support';

/** Ben Ortiz booked at the same time by another organization: only 'booked elsewhere'. */
export function bookedElsewhere(overrides: Partial<BookedProblemDto> = {}): BookedProblemDto {
  return {
    kind: 'booked',
    performerId: 2,
    performerName: 'Ben Ortiz',
    date: '2026-03-10',
    time: '09:00',
    duration: 60,
    booking: null,
    description: 'booked elsewhere',
    ...overrides,
  };
}

/** Cara Lee on another booking of this organization, named by its title. */
export function bookedHere(overrides: Partial<BookedProblemDto> = {}): BookedProblemDto {
  return bookedElsewhere({
    performerId: 3,
    performerName: 'Cara Lee',
    booking: { id: 41, title: 'Trio - DUSK', department: 'DUSK' },
    description: 'Trio - DUSK',
    ...overrides,
  });
}

/** Ana Reyes unavailable on March 10 to 11, 2026 (2 whole days) for a holiday. */
export function unavailable(overrides: Partial<UnavailableProblemDto> = {}): UnavailableProblemDto {
  return {
    kind: 'unavailable',
    performerId: 1,
    performerName: 'Ana Reyes',
    unavailability: {
      id: 9,
      performerId: 1,
      startDate: '2026-03-10',
      startTime: '00:00',
      endDate: '2026-03-12',
      endTime: '00:00',
      reason: 'Holiday',
      timeZone: 'America/New_York',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    description: 'unavailable: Holiday',
    ...overrides,
  };
}

/** Lobby Bar closed all day on Tuesday, March 10, 2026 for a private event. */
export function venueClosed(overrides: Partial<ClosedProblemDto> = {}): ClosedProblemDto {
  return {
    kind: 'closed',
    closure: {
      id: 5,
      organizationId: 1,
      departmentId: 1,
      department: 'Lobby Bar',
      startDate: '2026-03-10',
      startTime: '00:00',
      endDate: '2026-03-11',
      endTime: '00:00',
      reason: 'Private event',
      timeZone: 'America/New_York',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    description: 'venue closed: Private event',
    ...overrides,
  };
}

/** A problem as the check dates it. */
export function on(slotDate: string, problem: AvailabilityProblemDto): DatedAvailabilityProblemDto {
  return { ...problem, slotDate };
}

/** The query of a GET /api/availability. */
export function availabilityParams(request: RecordedRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

/**
 * GET /api/availability answers `problems` (all of them, or those a function picks for the request's
 * query), for the dates and slot asked.
 */
export function answerAvailability(
  problems:
    | readonly DatedAvailabilityProblemDto[]
    | ((params: URLSearchParams) => readonly DatedAvailabilityProblemDto[]) = [],
) {
  fakeNetwork.on('GET', '/api/availability', (request) => {
    const params = availabilityParams(request);
    const body: AvailabilityDto = {
      dates: (params.get('dates') ?? '').split(','),
      time: params.get('time') ?? '',
      duration: Number(params.get('duration')),
      problems: [...(typeof problems === 'function' ? problems(params) : problems)],
    };
    return { status: 200, body };
  });
}

/** The availability checks sent so far, as their queries. */
export function availabilityChecks(): URLSearchParams[] {
  return fakeNetwork.requestsTo('GET', '/api/availability').map(availabilityParams);
}

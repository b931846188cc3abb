import type {
  AvailabilityProblemDto,
  BookedProblemDto,
  BookingWhereDto,
  ClosedProblemDto,
  CompactAvailabilityDto,
  CompactBookedDto,
  CompactPlaceDto,
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

/** Ana Reyes unavailable on March 10 to 11, 2026 (2 whole days) for a holiday; another performer's period has their id. */
export function unavailable(overrides: Partial<UnavailableProblemDto> = {}): UnavailableProblemDto {
  const performerId = overrides.performerId ?? 1;
  return {
    kind: 'unavailable',
    performerId,
    performerName: 'Ana Reyes',
    unavailability: {
      id: 8 + performerId,
      performerId,
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
function availabilityParams(request: RecordedRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

/**
 * A problem as the check finds it on one date; a booking elsewhere may say its zone (the seed's
 * 'America/New_York' when not) and where it is (when the reader may see it).
 */
export type CheckedProblem = DatedAvailabilityProblemDto & { timeZone?: string; where?: BookingWhereDto };

/** Entries with the same key gathered into one, each slot date once. */
function gathered<Entry extends { slotDates: string[] }>(
  byKey: Map<string, Entry>,
  key: string,
  entry: () => Entry,
  slotDate: string,
): Entry {
  const found = byKey.get(key) ?? entry();
  byKey.set(key, found);
  if (!found.slotDates.includes(slotDate)) found.slotDates.push(slotDate);
  return found;
}

/** The compact answer's lists for the dated problems: each booking, period and closure once. */
export function compactFindingsOf(
  problems: readonly CheckedProblem[],
): Pick<CompactAvailabilityDto, 'places' | 'booked' | 'unavailable' | 'closed'> {
  const places: CompactPlaceDto[] = [];
  const placeOf = (place: CompactPlaceDto) => {
    const index = places.findIndex((known) => JSON.stringify(known) === JSON.stringify(place));
    return index >= 0 ? index : places.push(place) - 1;
  };
  const booked = new Map<string, CompactBookedDto>();
  const unavailable = new Map<string, CompactAvailabilityDto['unavailable'][number]>();
  const closed = new Map<string, CompactAvailabilityDto['closed'][number]>();
  for (const problem of problems) {
    if (problem.kind === 'booked') {
      const { date, time, duration, booking } = problem;
      const place = placeOf({
        timeZone: problem.timeZone ?? 'America/New_York',
        where: problem.where ?? null,
      });
      const key = JSON.stringify({ date, time, duration, booking, place });
      const entry = gathered(
        booked,
        key,
        () => ({ slotDates: [], performerIds: [], date, time, duration, place, booking }),
        problem.slotDate,
      );
      if (!entry.performerIds.includes(problem.performerId)) entry.performerIds.push(problem.performerId);
    } else if (problem.kind === 'unavailable') {
      const { unavailability } = problem;
      gathered(
        unavailable,
        String(unavailability.id),
        () => ({ slotDates: [], unavailability }),
        problem.slotDate,
      );
    } else {
      const { closure } = problem;
      gathered(closed, String(closure.id), () => ({ slotDates: [], closure }), problem.slotDate);
    }
  }
  return {
    places,
    booked: [...booked.values()],
    unavailable: [...unavailable.values()],
    closed: [...closed.values()],
  };
}

/**
 * GET /api/availability answers, in the compact shape the calendar asks for, `problems` (all of
 * them, or those a function picks for the request's query), for the dates and slot asked.
 */
export function answerAvailability(
  problems: readonly CheckedProblem[] | ((params: URLSearchParams) => readonly CheckedProblem[]) = [],
) {
  fakeNetwork.on('GET', '/api/availability', (request) => {
    const params = availabilityParams(request);
    const body: CompactAvailabilityDto = {
      shape: 'compact',
      dates: (params.get('dates') ?? '').split(','),
      time: params.get('time') ?? '',
      duration: Number(params.get('duration')),
      ...compactFindingsOf(typeof problems === 'function' ? problems(params) : problems),
    };
    return { status: 200, body };
  });
}

/** The availability checks sent so far, as their queries. */
export function availabilityChecks(): URLSearchParams[] {
  return fakeNetwork.requestsTo('GET', '/api/availability').map(availabilityParams);
}

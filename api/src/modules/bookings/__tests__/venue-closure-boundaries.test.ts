import {
  API_PATHS,
  AVAILABILITY_MESSAGES,
  type AvailabilityDto,
  type AvailabilityProblemDto,
  type BookingWriteDto,
} from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { storeClosure } from '../../../test-support/closure-fixtures';
import {
  MAGNOLIA,
  OWNER,
  PALM_COVE,
  bookingCount,
  performerIdOf,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * Where a venue closure ends and a booking begins (and the other way round): a closure closes a
 * slot only when it overlaps it, so one ending exactly when the slot starts, or starting exactly
 * when it ends, leaves it open, and a minute more either way closes it. Every way a slot meets the
 * closures is asked: a create without performers (whose insert holds the closures lookup), one with
 * performers (the full checks), under the 'warn' and the 'block' policies, and the live check.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

/** Each policy's organization and the venue its bookings are in. */
const VENUES = {
  warn: { organizationId: PALM_COVE, department: 'Lobby Bar' },
  block: { organizationId: MAGNOLIA, department: 'Terrace' },
} as const;
type Policy = keyof typeof VENUES;

interface Slot {
  date: string;
  time: string;
  duration: number;
}

/** A performer per policy: the two creates with performers share the slot, and must not meet each other. */
const players: Record<Policy, { performerId: number; instrument: string }[]> = { warn: [], block: [] };
beforeAll(async () => {
  players.warn = [{ performerId: await performerIdOf(app(), 'James Whitfield'), instrument: 'piano' }];
  players.block = [{ performerId: await performerIdOf(app(), 'Andre Baptiste'), instrument: 'saxophone' }];
  const blocked = await app()
    .http()
    .put(API_PATHS.bookingPolicy(MAGNOLIA))
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', await as(OWNER))
    .send({ conflictPolicy: 'block' });
  expect(blocked.status).toBe(200);
});

let casesSoFar = 0;
/** A date of its own per case, far from the others, so no case meets another's closure or booking. */
function freshDate(): string {
  casesSoFar += 1;
  return `${2045 + casesSoFar}-06-10`;
}

/** 'yyyy-MM-dd HH:mm' of the venue's wall clock, `days` after the date. */
function wallClock(date: string, days: number, time: string): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return `${moved.toISOString().slice(0, 10)} ${time}`;
}

async function closeVenue(policy: Policy, from: string, to: string): Promise<void> {
  await storeClosure(app(), { ...VENUES[policy], from, to, reason: 'Private event' });
}

async function createBooking(policy: Policy, slot: Slot, withPerformers: boolean) {
  return write('post', API_PATHS.bookings, await as(OWNER)).send({
    title: `Solo - ${VENUES[policy].department}`,
    ...slot,
    ...VENUES[policy],
    ensemble: 'Solo',
    notifyPerformers: 'none',
    ...(withPerformers ? { performerData: JSON.stringify(players[policy]) } : {}),
  });
}

function closuresIn(problems: readonly AvailabilityProblemDto[]): string[] {
  return problems.filter((problem) => problem.kind === 'closed').map((problem) => problem.description);
}

/** The venue's closures of the slot as each way of asking reports them: [] when the slot is open. */
async function closuresMet(slot: Slot): Promise<Record<string, unknown>> {
  const met: Record<string, unknown> = {};
  for (const withPerformers of [false, true]) {
    const how = withPerformers ? 'with performers' : 'without performers';
    const warned = await createBooking('warn', slot, withPerformers);
    expect(warned.status).toBe(201);
    met[`warn, ${how}`] = closuresIn((warned.body as BookingWriteDto).conflicts);
    const blocked = await createBooking('block', slot, withPerformers);
    met[`block, ${how}`] =
      blocked.status === 201
        ? []
        : { status: blocked.status, message: (blocked.body as { message: string }).message };
  }
  const checked = await app()
    .http()
    .get(API_PATHS.availability)
    .query({ ...VENUES.warn, dates: slot.date, time: slot.time, duration: String(slot.duration) })
    .set('Cookie', await as(OWNER));
  expect(checked.status).toBe(200);
  met['availability check'] = closuresIn((checked.body as AvailabilityDto).problems);
  return met;
}

const OPEN = {
  'warn, without performers': [],
  'block, without performers': [],
  'warn, with performers': [],
  'block, with performers': [],
  'availability check': [],
};

const CLOSED = {
  'warn, without performers': ['venue closed: Private event'],
  'block, without performers': { status: 409, message: AVAILABILITY_MESSAGES.venueClosedAtThisTime },
  'warn, with performers': ['venue closed: Private event'],
  'block, with performers': { status: 409, message: AVAILABILITY_MESSAGES.venueClosedAtThisTime },
  'availability check': ['venue closed: Private event'],
};

/** Closes both venues from `from` to `to` (days after the slot's date, and a time) and asks about 19:00 to 20:00. */
async function closuresMetAround(
  from: [number, string],
  to: [number, string],
  slot: Omit<Slot, 'date'> = { time: '19:00', duration: 60 },
): Promise<Record<string, unknown>> {
  const date = freshDate();
  for (const policy of ['warn', 'block'] as const)
    await closeVenue(policy, wallClock(date, ...from), wallClock(date, ...to));
  return closuresMet({ date, ...slot });
}

describe('where a venue closure ends and a booking begins', () => {
  it('when the closure ends exactly when the booking starts (17:00 to 19:00, booking at 19:00), then the venue is open for it', async () => {
    expect(await closuresMetAround([0, '17:00'], [0, '19:00'])).toEqual(OPEN);
  });

  it('when the closure ends one minute after the booking starts (17:00 to 19:01), then the venue is closed for it', async () => {
    expect(await closuresMetAround([0, '17:00'], [0, '19:01'])).toEqual(CLOSED);
  });

  it('when the closure starts exactly when the booking ends (20:00 to 22:00, booking 19:00 to 20:00), then the venue is open for it', async () => {
    expect(await closuresMetAround([0, '20:00'], [0, '22:00'])).toEqual(OPEN);
  });

  it('when the closure starts one minute before the booking ends (19:59 to 22:00), then the venue is closed for it', async () => {
    expect(await closuresMetAround([0, '19:59'], [0, '22:00'])).toEqual(CLOSED);
  });

  it('when a booking runs to midnight, then a closure from 00:00 the next day leaves it open and one from 23:59 closes it', async () => {
    const toMidnight = { time: '23:00', duration: 60 };
    expect(await closuresMetAround([1, '00:00'], [1, '06:00'], toMidnight)).toEqual(OPEN);
    expect(await closuresMetAround([0, '23:59'], [1, '06:00'], toMidnight)).toEqual(CLOSED);
  });

  it('when a booking starts at midnight, then a closure ending at 00:00 that day leaves it open and one ending at 00:01 closes it', async () => {
    const fromMidnight = { time: '00:00', duration: 60 };
    expect(await closuresMetAround([-1, '18:00'], [0, '00:00'], fromMidnight)).toEqual(OPEN);
    expect(await closuresMetAround([-1, '18:00'], [0, '00:01'], fromMidnight)).toEqual(CLOSED);
  });

  it('when a create is refused for the closure under the block policy, then nothing is stored', async () => {
    const date = freshDate();
    await closeVenue('block', wallClock(date, 0, '17:00'), wallClock(date, 0, '19:01'));

    const refused = await createBooking('block', { date, time: '19:00', duration: 60 }, false);

    expect(refused.status).toBe(409);
    expect(await bookingCount(app(), { organizationId: MAGNOLIA, date })).toBe(0);
  });
});

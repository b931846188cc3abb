import moment from 'moment';
import type { Response } from 'supertest';
import {
  API_PATHS,
  AVAILABILITY_MESSAGES,
  BOOKING_ERROR_MESSAGES as E,
  type AvailabilityProblemDto,
  type BookingStatus,
  type ConflictPolicy,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { storeClosure } from '../../../test-support/closure-fixtures';
import { bookingsStateAround, storeUnavailability } from './availability-fixtures';
import {
  CYPRESS_HILLS,
  MAGNOLIA,
  OWNER,
  PALM_COVE,
  SUPER_ADMIN,
  bookingCount,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

/** Each policy's organization and the venue its bookings are in. */
const VENUES: Readonly<Record<ConflictPolicy, { organizationId: number; department: string }>> = {
  warn: { organizationId: PALM_COVE, department: 'Lobby Bar' },
  block: { organizationId: MAGNOLIA, department: 'Terrace' },
};

const PROBLEM_KINDS = ['booked', 'unavailable', 'closed'] as const;
type ProblemKind = (typeof PROBLEM_KINDS)[number];

const BLOCKED_MESSAGES: Readonly<Record<ProblemKind, string>> = {
  booked: E.performerConflict,
  unavailable: AVAILABILITY_MESSAGES.performerUnavailable,
  closed: AVAILABILITY_MESSAGES.venueClosedAtThisTime,
};

/**
 * One case: the slot in trouble is `date` at 19:00 for an hour, in the policy's venue, with the
 * saxophonist; `nextDay` (same time) is free. The write puts a booking into the slot.
 */
interface Case {
  policy: ConflictPolicy;
  writer: string;
  date: string;
  nextDay: string;
  venue: { organizationId: number; department: string };
}

interface WriteKind {
  name: string;
  /** The kinds of problem the write can meet (a booking without performers meets only closures). */
  kinds: readonly ProblemKind[];
  successStatus: number;
  /** Stores what the write needs, runs any write before the one under test, and gives that one. */
  arrange(c: Case): Promise<() => Promise<Response>>;
}

let sax: number;

function saxophone(): string {
  return JSON.stringify([{ performerId: sax, instrument: 'saxophone' }]);
}

function newBooking(c: Case, date: string): Record<string, unknown> {
  return {
    title: `Solo - ${c.venue.department}`,
    date,
    time: '19:00',
    duration: 60,
    department: c.venue.department,
    ensemble: 'Solo',
    organizationId: c.venue.organizationId,
    userId: '',
    performerData: saxophone(),
  };
}

/** A confirmed booking with the saxophonist at 19:00 on the date, written without the API. */
function stored(c: Case, date: string, status: BookingStatus = 'confirmed'): Promise<number> {
  return storeBooking(app(), {
    title: `Solo - ${c.venue.department}`,
    date,
    time: '19:00',
    duration: 60,
    department: c.venue.department,
    ensemble: 'Solo',
    organizationId: c.venue.organizationId,
    status,
    performers: [{ performerId: sax, instrument: 'saxophone' }],
  });
}

async function post(c: Case, path: string, body: Record<string, unknown>): Promise<Response> {
  return write('post', path, await as(c.writer)).send(body);
}

async function patch(c: Case, id: number, body: Record<string, unknown>): Promise<Response> {
  return write('patch', API_PATHS.booking(id), await as(c.writer)).send(body);
}

/** A booking already in the slot made pending or confirmed: the rule runs again. */
function statusChange(from: BookingStatus, to: BookingStatus): WriteKind {
  return {
    name: `PATCH status ${from} to ${to}`,
    kinds: PROBLEM_KINDS,
    successStatus: 200,
    async arrange(c) {
      const id = await stored(c, c.date, from);
      return () => patch(c, id, { status: to });
    },
  };
}

const WRITE_KINDS: readonly WriteKind[] = [
  {
    name: 'create',
    kinds: PROBLEM_KINDS,
    successStatus: 201,
    arrange: (c) => Promise.resolve(() => post(c, API_PATHS.bookings, newBooking(c, c.date))),
  },
  {
    name: 'create without performers',
    kinds: ['closed'],
    successStatus: 201,
    arrange: (c) =>
      Promise.resolve(() =>
        post(c, API_PATHS.bookings, { ...newBooking(c, c.date), performerData: null, status: 'pending' }),
      ),
  },
  {
    name: 'recurring create (the second date)',
    kinds: PROBLEM_KINDS,
    successStatus: 201,
    async arrange(c) {
      const first = await post(c, API_PATHS.bookings, newBooking(c, c.nextDay));
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ conflicts: [] });
      return () => post(c, API_PATHS.bookings, newBooking(c, c.date));
    },
  },
  {
    name: 'PATCH edit',
    kinds: PROBLEM_KINDS,
    successStatus: 200,
    async arrange(c) {
      const id = await stored(c, c.nextDay);
      const { organizationId: _organizationId, ...fields } = newBooking(c, c.date);
      return () => patch(c, id, { ...fields, notes: 'Edited', status: 'confirmed' });
    },
  },
  {
    name: 'PATCH move',
    kinds: PROBLEM_KINDS,
    successStatus: 200,
    async arrange(c) {
      const id = await stored(c, c.nextDay);
      return () => patch(c, id, { date: c.date, time: '19:00' });
    },
  },
  statusChange('pending', 'confirmed'),
  statusChange('confirmed', 'pending'),
  {
    name: 'quick duplicate',
    kinds: PROBLEM_KINDS,
    successStatus: 201,
    async arrange(c) {
      const id = await stored(c, c.nextDay);
      return () => post(c, API_PATHS.bookingDuplicate(id), { targetDates: [c.date], keepPerformers: true });
    },
  },
  {
    name: 'advanced duplicate',
    kinds: PROBLEM_KINDS,
    successStatus: 201,
    async arrange(c) {
      const id = await storeBooking(app(), {
        title: 'Duo - Earlier',
        date: c.nextDay,
        time: '12:00',
        duration: 90,
        department: c.venue.department,
        ensemble: 'Duo',
        organizationId: c.venue.organizationId,
      });
      return () =>
        post(c, API_PATHS.bookingDuplicate(id), {
          targetDates: [c.date],
          title: `Solo - ${c.venue.department}`,
          time: '19:00',
          duration: 60,
          department: c.venue.department,
          ensemble: 'Solo',
          notes: 'Copied',
          selectedPerformers: [{ performerId: sax, instrument: 'saxophone' }],
        });
    },
  },
];

/** Puts the problem in the slot and gives the problem the write must report. */
async function arrangeProblem(kind: ProblemKind, c: Case): Promise<AvailabilityProblemDto> {
  switch (kind) {
    case 'booked':
      // Another organization's booking: only 'booked elsewhere'.
      await storeBooking(app(), {
        title: 'Cypress Hills private dinner',
        date: c.date,
        time: '19:30',
        duration: 60,
        department: 'Clubhouse',
        organizationId: CYPRESS_HILLS,
        performers: [{ performerId: sax, instrument: 'saxophone' }],
      });
      return {
        kind: 'booked',
        performerId: sax,
        performerName: 'Andre Baptiste',
        date: c.date,
        time: '19:30',
        duration: 60,
        booking: null,
        description: 'booked elsewhere',
      };
    case 'unavailable': {
      const id = await storeUnavailability(app(), {
        performerId: sax,
        from: `${c.date} 18:00`,
        to: `${c.date} 22:00`,
        reason: 'Family wedding',
      });
      return {
        kind: 'unavailable',
        performerId: sax,
        performerName: 'Andre Baptiste',
        unavailability: {
          id,
          performerId: sax,
          startDate: c.date,
          startTime: '18:00',
          endDate: c.date,
          endTime: '22:00',
          // Owners and super admins, the only writers, read the reason.
          reason: 'Family wedding',
          timeZone: 'America/New_York',
          createdAt: expect.any(String) as string,
        },
        description: 'unavailable: Family wedding',
      };
    }
    case 'closed': {
      const id = await storeClosure(app(), {
        organizationId: c.venue.organizationId,
        department: c.venue.department,
        from: `${c.date} 00:00`,
        to: `${c.nextDay} 00:00`,
        reason: 'Private event',
      });
      return {
        kind: 'closed',
        closure: {
          id,
          organizationId: c.venue.organizationId,
          departmentId: expect.any(Number) as number,
          department: c.venue.department,
          startDate: c.date,
          startTime: '00:00',
          endDate: c.nextDay,
          endTime: '00:00',
          reason: 'Private event',
          timeZone: 'America/New_York',
          createdAt: expect.any(String) as string,
        },
        description: 'venue closed: Private event',
      };
    }
  }
}

const CASES = WRITE_KINDS.flatMap((writeKind) =>
  writeKind.kinds.flatMap((kind) =>
    (['warn', 'block'] as const).map((policy) => ({ writeKind, kind, policy })),
  ),
);

beforeAll(async () => {
  sax = await performerIdOf(app(), 'Andre Baptiste');
  // Signed in before any case: a sign-in's own audit row must not count as the write's.
  await as(SUPER_ADMIN);
  const blocked = await app()
    .http()
    .put(API_PATHS.bookingPolicy(VENUES.block.organizationId))
    .set('Origin', 'http://portal.test')
    .set('Cookie', await as(OWNER))
    .send({ conflictPolicy: 'block' });
  expect(blocked.status).toBe(200);
});

describe('the availability rule in every booking write', () => {
  it.each(CASES.map((testCase, index) => ({ ...testCase, index })))(
    "$writeKind.name, $kind, '$policy'",
    async ({ writeKind, kind, policy, index }) => {
      // Four days apart: no case's bookings overlap another's (a booking can reach into the next day).
      const date = moment('2042-01-05').add(index * 4, 'days');
      const c: Case = {
        policy,
        writer: index % 2 === 0 ? OWNER : SUPER_ADMIN,
        date: date.format('YYYY-MM-DD'),
        nextDay: date.clone().add(1, 'day').format('YYYY-MM-DD'),
        venue: VENUES[policy],
      };
      const expected = await arrangeProblem(kind, c);
      const run = await writeKind.arrange(c);
      const before = await bookingsStateAround(app(), c.date, c.nextDay);

      const response = await run();

      if (policy === 'warn') {
        expect(response.status).toBe(writeKind.successStatus);
        expect((response.body as { conflicts: unknown }).conflicts).toEqual([expected]);
        expect(
          await bookingCount(app(), { date: c.date, organizationId: c.venue.organizationId }),
        ).toBeGreaterThan(0);
      } else {
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ message: BLOCKED_MESSAGES[kind], conflicts: [expected] });
        expect(await bookingsStateAround(app(), c.date, c.nextDay)).toEqual(before);
      }
    },
  );
});

describe('the availability rule: several problems at once', () => {
  it("when a write meets every kind of problem under 'block', then they are listed booked, unavailable, closed and the message is the booked one's", async () => {
    const c: Case = {
      policy: 'block',
      writer: OWNER,
      date: '2043-03-10',
      nextDay: '2043-03-11',
      venue: VENUES.block,
    };
    const closed = await arrangeProblem('closed', c);
    const unavailable = await arrangeProblem('unavailable', c);
    const booked = await arrangeProblem('booked', c);

    const response = await post(c, API_PATHS.bookings, newBooking(c, c.date));

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: E.performerConflict,
      conflicts: [booked, unavailable, closed],
    });
    expect(await bookingCount(app(), { date: c.date, organizationId: c.venue.organizationId })).toBe(0);
  });

  it('when a duplicate puts several copies in one unavailable period and one closure, then each is listed once', async () => {
    const c: Case = {
      policy: 'warn',
      writer: OWNER,
      date: '2043-04-10',
      nextDay: '2043-04-11',
      venue: VENUES.warn,
    };
    const period = await storeUnavailability(app(), {
      performerId: sax,
      from: '2043-04-01 00:00',
      to: '2043-04-20 00:00',
      reason: null,
    });
    const closure = await storeClosure(app(), {
      organizationId: c.venue.organizationId,
      department: null,
      from: '2043-04-12 00:00',
      to: '2043-04-14 00:00',
      reason: 'Renovation',
    });
    const source = await stored(c, '2043-04-05');

    const response = await post(c, API_PATHS.bookingDuplicate(source), {
      targetDates: ['2043-04-12', '2043-04-13', '2043-04-16'],
      keepPerformers: true,
    });

    expect(response.status).toBe(201);
    expect((response.body as { conflicts: AvailabilityProblemDto[] }).conflicts).toEqual([
      expect.objectContaining({
        kind: 'unavailable',
        unavailability: expect.objectContaining({ id: period, reason: null }) as unknown,
        description: 'unavailable',
      }),
      expect.objectContaining({
        kind: 'closed',
        closure: expect.objectContaining({ id: closure, departmentId: null, department: null }) as unknown,
        description: 'venue closed: Renovation',
      }),
    ]);
  });

  it('when only the title of a booking in a closed venue changes, then the rule does not run again', async () => {
    const c: Case = {
      policy: 'block',
      writer: OWNER,
      date: '2043-05-10',
      nextDay: '2043-05-11',
      venue: VENUES.block,
    };
    const id = await stored(c, c.date);
    await arrangeProblem('closed', c);

    const response = await patch(c, id, { title: 'Solo - Renamed' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Solo - Renamed', conflicts: [] });
  });

  it('when a booking is moved to another venue of its organization that is closed, then the closure counts', async () => {
    const c: Case = {
      policy: 'block',
      writer: OWNER,
      date: '2043-06-10',
      nextDay: '2043-06-11',
      venue: VENUES.block,
    };
    const id = await stored(c, c.date);
    await storeClosure(app(), {
      organizationId: c.venue.organizationId,
      department: 'Main Dining',
      from: `${c.date} 00:00`,
      to: `${c.nextDay} 00:00`,
      reason: 'Private event',
    });

    const response = await patch(c, id, { department: 'Main Dining' });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: AVAILABILITY_MESSAGES.venueClosedAtThisTime,
      conflicts: [expect.objectContaining({ kind: 'closed', description: 'venue closed: Private event' })],
    });
    const row: { department: string } | undefined = await app()
      .knex('bookings')
      .first('department')
      .where({ id });
    expect(row?.department).toBe(c.venue.department);
  });
});

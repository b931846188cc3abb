import {
  API_PATHS,
  AUTH_MESSAGES,
  BOOKING_ERROR_MESSAGES as E,
  BOOKING_VALIDATION_MESSAGES as V,
  type BookingWriteDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { whileAuditRefuses } from '../../../test-support/audit-refusal';
import { statementsDuring } from '../../../test-support/sql-statements';
import { storeClosure } from '../../../test-support/closure-fixtures';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  CYPRESS_HILLS,
  LOBBY_USER,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  SUPER_ADMIN,
  auditRowsOf,
  bookingCount,
  performerIdOf,
  storedPerformersOf,
  userIdOf,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

let cello: number;
let violin: number;
let piano: number;

beforeAll(async () => {
  cello = await performerIdOf(app(), 'Daniel Kim');
  violin = await performerIdOf(app(), 'Sofia Marquez');
  piano = await performerIdOf(app(), 'James Whitfield');
});

const CLIENT_IP = '198.51.100.23';
const USER_AGENT = 'BookingPortalTest/1.0';

function validBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Solo - Lobby Bar',
    date: '2035-02-10',
    time: '19:00',
    duration: 60,
    notes: '',
    department: 'Lobby Bar',
    ensemble: 'Solo',
    userId: '',
    organizationId: PALM_COVE,
    status: 'confirmed',
    performerData: null,
    ...overrides,
  };
}

async function post(email: string, body: Record<string, unknown>) {
  return write('post', API_PATHS.bookings, await as(email))
    .set('X-Forwarded-For', CLIENT_IP)
    .set('User-Agent', USER_AGENT)
    .send(body);
}

async function created(body: Record<string, unknown>): Promise<BookingWriteDto> {
  const response = await post(OWNER, body);
  if (response.status !== 201) throw new Error(`booking not created: ${response.status} ${response.text}`);
  return response.body as BookingWriteDto;
}

async function patch(email: string, id: number, body: Record<string, unknown>) {
  return write('patch', API_PATHS.booking(id), await as(email))
    .set('X-Forwarded-For', CLIENT_IP)
    .set('User-Agent', USER_AGENT)
    .send(body);
}

describe('POST /api/bookings: the Booking data rules of docs/PRODUCT.md section 5', () => {
  it('when every field breaks a rule, then 400 lists each spec message and nothing is stored', async () => {
    const response = await post(OWNER, {
      title: '',
      date: '10/02/2035',
      time: '7pm',
      duration: 10.5,
      notes: 'n'.repeat(1001),
      ensemble: 'Sextet',
      userId: 'u'.repeat(101),
      performerData: '[{"performerId": 1,',
      organizationId: PALM_COVE,
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(V.titleRequired);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'date', message: 'Date must be in YYYY-MM-DD format' },
        { path: 'time', message: 'Time must be in HH:MM format' },
        { path: 'duration', message: 'Duration must be a whole number' },
        { path: 'notes', message: 'Notes must be less than 1000 characters' },
        { path: 'ensemble', message: V.ensembleInvalid },
        { path: 'userId', message: 'User ID is too long' },
        { path: 'performerData', message: 'Performer data must be valid JSON' },
      ]),
    );
    expect(await bookingCount(app(), { date: '2035-02-10' })).toBe(0);
  });

  it('when the title is too long or holds tags, the date impossible, the duration out of range or the performer data too large, then 400 with those texts', async () => {
    const cases: [Record<string, unknown>, { path: string; message: string }][] = [
      [{ title: 't'.repeat(201) }, { path: 'title', message: 'Title must be less than 200 characters' }],
      [{ title: '<b>Gala</b>' }, { path: 'title', message: 'Title cannot contain HTML tags' }],
      [{ date: '2035-02-30' }, { path: 'date', message: 'Must be a valid date' }],
      [{ duration: 'long' }, { path: 'duration', message: 'Duration must be a whole number' }],
      [{ duration: 10 }, { path: 'duration', message: 'Duration must be at least 15 minutes' }],
      [{ duration: 1441 }, { path: 'duration', message: 'Duration cannot exceed 24 hours' }],
      [{ time: '24:30' }, { path: 'time', message: 'Time must be in HH:MM format' }],
      [
        { performerData: `"${'x'.repeat(5000)}"` },
        { path: 'performerData', message: 'Performer data is too large' },
      ],
      [{ status: 'cancelled' }, { path: 'status', message: V.statusInvalid }],
    ];
    for (const [overrides, error] of cases) {
      const response = await post(OWNER, validBooking(overrides));

      expect({ overrides, status: response.status, body: response.body }).toEqual({
        overrides,
        status: 400,
        body: { message: error.message, errors: [error] },
      });
    }
    expect(await bookingCount(app(), { date: '2035-02-10' })).toBe(0);
  });

  it('when a user or an org admin tries to create, then 403 and nothing is stored', async () => {
    const byUser = await post(LOBBY_USER, validBooking({ date: '2035-02-11' }));
    const byOrgAdmin = await post(PALM_COVE_ADMIN, validBooking({ date: '2035-02-11' }));

    expect(byUser.status).toBe(403);
    expect(byUser.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect(byOrgAdmin.status).toBe(403);
    expect(await bookingCount(app(), { date: '2035-02-11' })).toBe(0);
  });
});

describe('POST /api/bookings: what gets stored', () => {
  it('when the owner creates one, then 201, the author is the session user (not the body), and the audit row is written', async () => {
    const response = await post(
      OWNER,
      validBooking({ date: '2035-02-12', userId: '999', notes: 'Bring a stand.' }),
    );

    expect(response.status).toBe(201);
    const booking = response.body as BookingWriteDto;
    const ownerId = await userIdOf(app(), OWNER);
    expect(booking).toMatchObject({
      title: 'Solo - Lobby Bar',
      date: '2035-02-12',
      time: '19:00',
      duration: 60,
      startTime: '19:00',
      endTime: '20:00',
      notes: 'Bring a stand.',
      department: 'Lobby Bar',
      ensemble: 'Solo',
      userId: ownerId,
      organizationId: PALM_COVE,
      status: 'confirmed',
      performerData: null,
      performers: [],
      conflicts: [],
    });
    const stored: { userId: number } | undefined = await app()
      .knex('bookings')
      .first('userId')
      .where({ id: booking.id });
    expect(stored?.userId).toBe(ownerId);
    expect(await auditRowsOf(app(), 'booking', booking.id)).toEqual([
      {
        action: 'booking_created',
        userId: ownerId,
        email: OWNER,
        resource: 'booking',
        resourceId: String(booking.id),
        ipAddress: CLIENT_IP,
        userAgent: USER_AGENT,
        organizationId: PALM_COVE,
        success: true,
        details: {
          new: {
            title: 'Solo - Lobby Bar',
            date: '2035-02-12',
            time: '19:00',
            duration: 60,
            notes: 'Bring a stand.',
            department: 'Lobby Bar',
            ensemble: 'Solo',
            status: 'confirmed',
            organizationId: PALM_COVE,
            performers: [],
          },
          changeSet: { id: expect.any(Number), kind: 'create', itemCount: 1 },
        },
      },
    ]);
  });

  it('when performerData mixes usable and unusable entries, then only performer-and-instrument entries are kept once, in order, and served back with names', async () => {
    const booking = await created(
      validBooking({
        date: '2035-02-13',
        ensemble: 'Trio',
        performerData: JSON.stringify([
          { performerId: cello, instrument: 'cello', name: 'Not His Name' },
          { performerId: 'none', instrument: 'piano' },
          { performerId: violin },
          { instrument: 'harp' },
          { performerId: String(violin), instrument: 'violin' },
          { performerId: cello, instrument: 'cello' },
        ]),
      }),
    );

    expect(JSON.parse(booking.performerData ?? 'null')).toEqual([
      { performerId: cello, instrument: 'cello', name: 'Daniel Kim' },
      { performerId: violin, instrument: 'violin', name: 'Sofia Marquez' },
    ]);
    expect(booking.performers.map((performer) => performer.name)).toEqual(['Daniel Kim', 'Sofia Marquez']);
    expect(await storedPerformersOf(app(), booking.id)).toEqual([
      { performerId: cello, instrument: 'cello', position: 0 },
      { performerId: violin, instrument: 'violin', position: 1 },
    ]);
  });

  it('when performerData is valid JSON but not a list, then the booking has no performers', async () => {
    const booking = await created(validBooking({ date: '2035-02-14', performerData: '{"performerId": 3}' }));

    expect(booking.performerData).toBeNull();
    expect(await storedPerformersOf(app(), booking.id)).toEqual([]);
  });

  it('when a performer is unknown or not one of the provider\'s, then 400 "Performer not found"', async () => {
    const [stranger]: { id: number }[] = await app()
      .knex('performers')
      .insert({ name: 'Hotel House Band', instruments: ['drums'], organizationId: PALM_COVE })
      .returning('id');
    const unknown = await post(
      OWNER,
      validBooking({
        date: '2035-02-15',
        performerData: JSON.stringify([{ performerId: 987654, instrument: 'piano' }]),
      }),
    );
    const foreign = await post(
      OWNER,
      validBooking({
        date: '2035-02-15',
        performerData: JSON.stringify([{ performerId: stranger?.id, instrument: 'drums' }]),
      }),
    );
    const garbage = await post(
      OWNER,
      validBooking({
        date: '2035-02-15',
        performerData: JSON.stringify([{ performerId: 'abc', instrument: 'drums' }]),
      }),
    );

    for (const response of [unknown, foreign, garbage]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: E.unknownPerformer,
        errors: [{ path: 'performerData', message: 'Performer not found' }],
      });
    }
    expect(await bookingCount(app(), { date: '2035-02-15' })).toBe(0);
  });

  it('when there are more performers than the ensemble holds, then 400', async () => {
    const response = await post(
      OWNER,
      validBooking({
        date: '2035-02-16',
        ensemble: 'Solo',
        performerData: JSON.stringify([
          { performerId: cello, instrument: 'cello' },
          { performerId: piano, instrument: 'piano' },
        ]),
      }),
    );

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: V.tooManyPerformers,
      errors: [
        { path: 'performerData', message: 'The number of performers cannot exceed the ensemble size' },
      ],
    });
  });

  it("when the department is not one of the organization's, then 400", async () => {
    const response = await post(
      SUPER_ADMIN,
      validBooking({ date: '2035-02-17', organizationId: CYPRESS_HILLS, department: 'Lobby Bar' }),
    );

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: E.departmentNotInOrganization,
      errors: [{ path: 'department', message: E.departmentNotInOrganization }],
    });
  });

  it('when the organization is the provider (asked or by default), then 400; an unknown one is 404', async () => {
    const asked = await post(
      OWNER,
      validBooking({ date: '2035-02-18', organizationId: 2, department: null }),
    );
    const byDefault = await post(
      OWNER,
      validBooking({ date: '2035-02-18', organizationId: null, department: null }),
    );
    const unknown = await post(
      OWNER,
      validBooking({ date: '2035-02-18', organizationId: 4242, department: null }),
    );
    // The unknown organization answers first, before its (then meaningless) department is checked.
    const unknownWithDepartment = await post(
      OWNER,
      validBooking({ date: '2035-02-18', organizationId: 4242, department: 'Lobby Bar' }),
    );

    for (const response of [asked, byDefault]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: E.organizationNotBookable,
        errors: [{ path: 'organizationId', message: E.organizationNotBookable }],
      });
    }
    expect(unknown.status).toBe(404);
    expect(unknownWithDepartment.status).toBe(404);
    expect(await bookingCount(app(), { date: '2035-02-18' })).toBe(0);
  });

  it('when a pending booking is created without a department or notes, then it is stored as sent', async () => {
    const booking = await created(
      validBooking({
        date: '2035-02-19',
        status: 'pending',
        department: '',
        notes: null,
        ensemble: 'Quintet',
      }),
    );

    expect(booking).toMatchObject({ status: 'pending', department: null, notes: null, ensemble: 'Quintet' });
  });
});

describe('POST /api/bookings: cost', () => {
  it('when the owner creates a booking without performers, then the request runs 2 SQL statements, session lookup included', async () => {
    const cookie = await as(OWNER);
    const statements = await statementsDuring(app().knex, async () => {
      const response = await write('post', API_PATHS.bookings, cookie).send(
        validBooking({ date: '2035-02-20' }),
      );

      expect(response.status).toBe(201);
    });
    expect(await bookingCount(app(), { date: '2035-02-20' })).toBe(1);
    // The session lookup; then one statement that checks the organization, its department and the
    // venue's closures (the availability rule's one lookup for a booking without performers) and
    // inserts the booking with its change set, the change set's item and its audit row (returning the
    // stored row: no re-read, no performer rows, no lock without performers, and so no BEGIN or COMMIT).
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(
      /from unnest\(.*venue_closures.*insert into bookings.*organizations.*departments.*insert into booking_change_sets.*insert into booking_change_set_items.*insert into audit_logs/s,
    );
  });

  it('when the venue is closed at that time, then the create without performers reads the organization, the closures and the policy before it answers', async () => {
    const cookie = await as(OWNER);
    await storeClosure(app(), {
      organizationId: PALM_COVE,
      department: null,
      from: '2035-02-21 18:00',
      to: '2035-02-21 23:00',
      reason: 'Private event',
    });
    const statements = await statementsDuring(app().knex, async () => {
      const response = await write('post', API_PATHS.bookings, cookie).send(
        validBooking({ date: '2035-02-21' }),
      );

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ conflicts: [expect.objectContaining({ kind: 'closed' })] });
    });
    // The guarded insert writes nothing; the full checks then read the organization, the closures
    // and the policy (the organization's default warns), and the plain insert writes the booking.
    expect(statements).toHaveLength(6);
    expect(await bookingCount(app(), { date: '2035-02-21' })).toBe(1);
  });
});

describe('POST /api/bookings: timestamps', () => {
  it('when a booking is created, then a read of its month gives the same createdAt and updatedAt in ISO 8601', async () => {
    const booking = await created(validBooking({ date: '2035-02-26' }));

    const read = await app()
      .http()
      .get(`${API_PATHS.bookings}?from=2035-02-26&to=2035-02-26&organizationId=${PALM_COVE}`)
      .set('Cookie', await as(OWNER));

    expect(read.status).toBe(200);
    expect(read.body).toEqual([
      expect.objectContaining({ id: booking.id, createdAt: booking.createdAt, updatedAt: booking.updatedAt }),
    ]);
    expect(booking.createdAt).toBe(new Date(booking.createdAt).toISOString());
  });
});

describe('POST /api/bookings: no booking without its audit row', () => {
  it.each([
    ['without performers (one statement, no transaction)', () => null],
    [
      'with performers (in a transaction)',
      () => JSON.stringify([{ performerId: cello, instrument: 'cello' }]),
    ],
  ])(
    'when the audit row cannot be written for a create %s, then the write is refused and no booking is stored',
    async (_case, performerData) => {
      await whileAuditRefuses(app().knex, 'booking_created', async () => {
        const response = await post(
          OWNER,
          validBooking({ date: '2035-02-25', performerData: performerData(), ensemble: 'Solo' }),
        );

        // The error model answers a refused check constraint as invalid data (400), never with its SQL.
        expect(response.status).toBe(400);
        expect(response.text).not.toMatch(/audit_logs|constraint|at .*\.js/);
      });
      expect(await bookingCount(app(), { date: '2035-02-25' })).toBe(0);
    },
  );
});

describe('PATCH /api/bookings/{id}', () => {
  it('when a booking is moved to another date, then only the date changes and the audit row holds old and new date', async () => {
    const booking = await created(validBooking({ date: '2035-03-01' }));

    const response = await patch(OWNER, booking.id, { date: '2035-03-02' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: booking.id, date: '2035-03-02', time: '19:00', conflicts: [] });
    const audit = await auditRowsOf(app(), 'booking', booking.id);
    expect(audit.map((row) => row.action)).toEqual(['booking_created', 'booking_updated']);
    expect(audit[1]).toMatchObject({
      email: OWNER,
      organizationId: PALM_COVE,
      ipAddress: CLIENT_IP,
      details: { old: { date: '2035-03-01' }, new: { date: '2035-03-02' } },
    });
  });

  it('when a booking is moved to a date and time, then both change', async () => {
    const booking = await created(validBooking({ date: '2035-03-03' }));

    const response = await patch(SUPER_ADMIN, booking.id, { date: '2035-03-04', time: '21:30' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      date: '2035-03-04',
      time: '21:30',
      startTime: '21:30',
      endTime: '22:30',
    });
  });

  it('when the status is changed, then the booking is pending, then confirmed again', async () => {
    const booking = await created(validBooking({ date: '2035-03-05' }));

    const pending = await patch(OWNER, booking.id, { status: 'pending' });
    const finalized = await patch(OWNER, booking.id, { status: 'confirmed' });
    const invalid = await patch(OWNER, booking.id, { status: 'done' });

    expect(pending.body).toMatchObject({ status: 'pending' });
    expect(finalized.body).toMatchObject({ status: 'confirmed' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: V.statusInvalid,
      errors: [{ path: 'status', message: V.statusInvalid }],
    });
  });

  it('when a full edit is sent (with userId empty), then every field changes, the author stays and the performers are replaced', async () => {
    const booking = await created(
      validBooking({
        date: '2035-03-06',
        performerData: JSON.stringify([{ performerId: cello, instrument: 'cello' }]),
      }),
    );

    const response = await patch(SUPER_ADMIN, booking.id, {
      title: 'Duo - DUSK',
      date: '2035-03-07',
      time: '20:00',
      duration: 120,
      notes: 'Sunset set.',
      department: 'DUSK',
      ensemble: 'Duo',
      userId: '',
      status: 'pending',
      performerData: JSON.stringify([
        { performerId: piano, instrument: 'keys + vocals' },
        { performerId: violin, instrument: 'violin' },
      ]),
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Duo - DUSK',
      date: '2035-03-07',
      time: '20:00',
      duration: 120,
      endTime: '22:00',
      notes: 'Sunset set.',
      department: 'DUSK',
      ensemble: 'Duo',
      status: 'pending',
      userId: await userIdOf(app(), OWNER),
    });
    expect(await storedPerformersOf(app(), booking.id)).toEqual([
      { performerId: piano, instrument: 'keys + vocals', position: 0 },
      { performerId: violin, instrument: 'violin', position: 1 },
    ]);
    const [, updated] = await auditRowsOf(app(), 'booking', booking.id);
    expect(updated?.details).toEqual({
      old: {
        title: 'Solo - Lobby Bar',
        date: '2035-03-06',
        time: '19:00',
        duration: 60,
        notes: null,
        department: 'Lobby Bar',
        ensemble: 'Solo',
        status: 'confirmed',
        performers: [{ performerId: cello, instrument: 'cello' }],
      },
      new: {
        title: 'Duo - DUSK',
        date: '2035-03-07',
        time: '20:00',
        duration: 120,
        notes: 'Sunset set.',
        department: 'DUSK',
        ensemble: 'Duo',
        status: 'pending',
        performers: [
          { performerId: piano, instrument: 'keys + vocals' },
          { performerId: violin, instrument: 'violin' },
        ],
      },
      changeSet: { id: expect.any(Number), kind: 'edit', itemCount: 1 },
    });
  });

  it('when the edit names a department of another organization or too many performers for the ensemble, then 400 and nothing changes', async () => {
    const booking = await created(
      validBooking({
        date: '2035-03-08',
        ensemble: 'Duo',
        performerData: JSON.stringify([
          { performerId: cello, instrument: 'cello' },
          { performerId: violin, instrument: 'violin' },
        ]),
      }),
    );

    const department = await patch(OWNER, booking.id, { department: 'Clubhouse' });
    const smallerEnsemble = await patch(OWNER, booking.id, { ensemble: 'Solo' });

    expect(department.status).toBe(400);
    expect(department.body.message).toBe(E.departmentNotInOrganization);
    expect(smallerEnsemble.status).toBe(400);
    expect(smallerEnsemble.body.message).toBe(V.tooManyPerformers);
    const stored: { department: string; ensemble: string } | undefined = await app()
      .knex('bookings')
      .first('department', 'ensemble')
      .where({ id: booking.id });
    expect(stored).toEqual({ department: 'Lobby Bar', ensemble: 'Duo' });
  });

  it('when the id is unknown or not a number, then 404; an org admin or user gets 403', async () => {
    const booking = await created(validBooking({ date: '2035-03-09' }));

    const unknown = await patch(OWNER, 987654, { status: 'pending' });
    const notANumber = await patch(OWNER, Number.NaN, { status: 'pending' });
    const byOrgAdmin = await patch(PALM_COVE_ADMIN, booking.id, { status: 'pending' });
    const byUser = await patch(LOBBY_USER, booking.id, { status: 'pending' });

    expect(unknown.status).toBe(404);
    expect(notANumber.status).toBe(404);
    expect(byOrgAdmin.status).toBe(403);
    expect(byUser.status).toBe(403);
    expect(await bookingCount(app(), { id: booking.id, status: 'confirmed' })).toBe(1);
  });
});

describe('DELETE /api/bookings/{id}', () => {
  it('when the owner deletes a booking, then 204, it and its performers are gone and the audit row keeps the old values', async () => {
    const booking = await created(
      validBooking({
        date: '2035-03-10',
        performerData: JSON.stringify([{ performerId: cello, instrument: 'cello' }]),
      }),
    );

    const response = await write('delete', API_PATHS.booking(booking.id), await as(OWNER));
    const again = await write('delete', API_PATHS.booking(booking.id), await as(OWNER));

    expect(response.status).toBe(204);
    expect(again.status).toBe(404);
    expect(await bookingCount(app(), { id: booking.id })).toBe(0);
    expect(await storedPerformersOf(app(), booking.id)).toEqual([]);
    const audit = await auditRowsOf(app(), 'booking', booking.id);
    expect(audit.map((row) => row.action)).toEqual(['booking_created', 'booking_deleted']);
    expect(audit[1]?.details).toMatchObject({
      old: { date: '2035-03-10', performers: [{ performerId: cello, instrument: 'cello' }] },
    });
  });

  it('when a user or an org admin deletes, then 403 and the booking stays', async () => {
    const booking = await created(validBooking({ date: '2035-03-11' }));

    const byUser = await write('delete', API_PATHS.booking(booking.id), await as(LOBBY_USER));
    const byOrgAdmin = await write('delete', API_PATHS.booking(booking.id), await as(PALM_COVE_ADMIN));

    expect(byUser.status).toBe(403);
    expect(byOrgAdmin.status).toBe(403);
    expect(await bookingCount(app(), { id: booking.id })).toBe(1);
  });

  it('when the request comes from a foreign origin, then 403 and the booking stays', async () => {
    const booking = await created(validBooking({ date: '2035-03-12' }));

    const response = await app()
      .http()
      .delete(API_PATHS.booking(booking.id))
      .set('Origin', 'https://evil.test')
      .set('Cookie', await as(OWNER));

    expect(TEST_ORIGIN).not.toBe('https://evil.test');
    expect(response.status).toBe(403);
    expect(await bookingCount(app(), { id: booking.id })).toBe(1);
  });
});

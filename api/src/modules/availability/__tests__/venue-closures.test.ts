import {
  API_PATHS,
  AUTH_MESSAGES,
  AVAILABILITY_LIMIT_MESSAGES,
  AVAILABILITY_VALIDATION_MESSAGES as A,
  BOOKING_ERROR_MESSAGES,
  BOOKING_VALIDATION_MESSAGES as M,
  MAX_UPCOMING_CLOSURES,
  type VenueClosureDto,
} from '../../../contract';
import { whileAuditRefuses } from '../../../test-support/audit-refusal';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { expectActivityLogFilter, expectFieldRefused } from './availability-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const PALM_COVE = 1;
const CYPRESS_HILLS = 3;
const OWNER = 'owner@encore.test';
const SUPER_ADMIN = 'admin@encore.test';
const PALM_COVE_ADMIN = 'manager@palmcove.test';
const PALM_COVE_USER = 'lobby@palmcove.test';

const WHOLE_DAY = { startDate: '2031-04-12', startTime: '00:00', endDate: '2031-04-13', endTime: '00:00' };

async function departmentId(organizationId: number, name: string): Promise<number> {
  const id: number | undefined = await app()
    .knex('departments')
    .where({ organizationId, name })
    .first('id')
    .then((row: { id: number } | undefined) => row?.id);
  if (id === undefined) throw new Error(`no department ${name} in ${organizationId}`);
  return id;
}

let organizationCounter = 0;
/** A client organization of its own, so one test's closures never show in another's. */
async function freshOrganization(): Promise<number> {
  organizationCounter += 1;
  const [row]: { id: number }[] = await app()
    .knex('organizations')
    .insert({ name: `Closure Club ${organizationCounter}`, slug: `closure-club-${organizationCounter}` })
    .returning('id');
  if (!row) throw new Error('organization not inserted');
  return row.id;
}

/** Stores a closure directly, on the organization's wall clock. */
async function storedClosure(
  organizationId: number,
  startsAt: string,
  endsAt: string,
  reason: string,
  department: number | null = null,
): Promise<number> {
  const [row]: { id: number }[] = await app()
    .knex('venue_closures')
    .insert({ organizationId, departmentId: department, startsAt, endsAt, reason })
    .returning('id');
  if (!row) throw new Error('closure not inserted');
  return row.id;
}

async function closureIdsOf(organizationId: number): Promise<number[]> {
  return app().knex('venue_closures').where({ organizationId }).orderBy('id').pluck('id');
}

async function auditRows(action: string, organizationId: number) {
  const rows: {
    email: string | null;
    resource: string;
    resourceId: string;
    organizationId: number | null;
    details: string | null;
  }[] = await app()
    .knex('audit_logs')
    .select('email', 'resource', 'resourceId', 'organizationId', 'details')
    .where({ action, organizationId })
    .orderBy('id');
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details ?? 'null') as unknown }));
}

async function list(organizationId: number, email: string, query: Record<string, string> = {}) {
  return app()
    .http()
    .get(API_PATHS.organizationClosures(organizationId))
    .query(query)
    .set('Cookie', await as(email));
}

async function add(organizationId: number, body: unknown, email = OWNER) {
  return write('post', API_PATHS.organizationClosures(organizationId), await as(email)).send(body as object);
}

async function remove(organizationId: number, closureId: number, email = OWNER) {
  return write('delete', API_PATHS.organizationClosure(organizationId, closureId), await as(email));
}

const idsOf = (body: unknown) => (body as VenueClosureDto[]).map(({ id }) => id);

describe('GET /api/organizations/{id}/closures', () => {
  it("when a plain user asks for a range of their own organization, then the closures touching it come by start, with their venue's name", async () => {
    const organizationId = PALM_COVE;
    const grill = await departmentId(organizationId, 'The Grill');
    const endsAsRangeStarts = await storedClosure(
      organizationId,
      '2031-03-31 20:00',
      '2031-04-01 00:00',
      'Before',
    );
    const late = await storedClosure(organizationId, '2031-04-30 23:00', '2031-05-01 02:00', 'Late party');
    const whole = await storedClosure(organizationId, '2031-04-05 12:00', '2031-04-05 16:00', 'Staff lunch');
    const across = await storedClosure(
      organizationId,
      '2031-03-30 00:00',
      '2031-04-02 00:00',
      'Renovation',
      grill,
    );
    const startsAfter = await storedClosure(organizationId, '2031-05-01 00:00', '2031-05-02 00:00', 'After');

    const response = await list(organizationId, PALM_COVE_USER, { from: '2031-04-01', to: '2031-04-30' });

    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([across, whole, late]);
    expect(idsOf(response.body)).not.toContain(endsAsRangeStarts);
    expect(idsOf(response.body)).not.toContain(startsAfter);
    const [renovation, lunch] = response.body as VenueClosureDto[];
    expect(renovation).toEqual({
      id: across,
      organizationId,
      departmentId: grill,
      department: 'The Grill',
      startDate: '2031-03-30',
      startTime: '00:00',
      endDate: '2031-04-02',
      endTime: '00:00',
      reason: 'Renovation',
      timeZone: 'America/New_York',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    });
    expect(lunch).toMatchObject({ departmentId: null, department: null, reason: 'Staff lunch' });
  });

  it('when no range is given, then the closures not ended before today are listed, ended ones not', async () => {
    const organizationId = await freshOrganization();
    await storedClosure(organizationId, '2020-01-01 00:00', '2020-01-02 00:00', 'Long ago');
    const upcoming = await storedClosure(organizationId, '2031-01-01 00:00', '2031-01-02 00:00', 'Upcoming');

    const response = await list(organizationId, OWNER);

    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([upcoming]);
  });

  it('when only one end of the range is given, then the other is open', async () => {
    const organizationId = await freshOrganization();
    const early = await storedClosure(organizationId, '2020-01-01 00:00', '2020-01-02 00:00', 'Early');
    const later = await storedClosure(organizationId, '2031-01-01 00:00', '2031-01-02 00:00', 'Later');

    const fromOnly = await list(organizationId, SUPER_ADMIN, { from: '2019-12-31' });
    const toOnly = await list(organizationId, SUPER_ADMIN, { to: '2020-06-30' });

    expect(idsOf(fromOnly.body)).toEqual([early, later]);
    // Without `from`, today is the start: the 2020 closure has ended by then.
    expect(idsOf(toOnly.body)).toEqual([]);
  });

  it('when the range runs backwards or a day is not a date, then 400 naming the field', async () => {
    const backwards = await list(PALM_COVE, OWNER, { from: '2031-04-30', to: '2031-04-01' });
    const notADate = await list(PALM_COVE, OWNER, { from: 'tomorrow' });

    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({
      message: BOOKING_ERROR_MESSAGES.rangeInvalid,
      errors: [{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }],
    });
    expect(notADate.status).toBe(400);
    expect(notADate.body).toMatchObject({
      errors: expect.arrayContaining([{ path: 'from', message: M.dateFormat }]) as unknown,
    });
  });

  it("when a plain user or an org admin asks for another tenant's organization, then 404; owners and super admins see it", async () => {
    const closure = await storedClosure(CYPRESS_HILLS, '2031-06-01 00:00', '2031-06-02 00:00', 'Tournament');

    expect((await list(CYPRESS_HILLS, PALM_COVE_USER)).status).toBe(404);
    expect((await list(CYPRESS_HILLS, PALM_COVE_ADMIN)).status).toBe(404);
    // Even with a query it would refuse: another tenant is 404 before its query is read.
    expect((await list(CYPRESS_HILLS, PALM_COVE_ADMIN, { from: 'x' })).status).toBe(404);
    expect(idsOf((await list(CYPRESS_HILLS, OWNER)).body)).toContain(closure);
    expect(idsOf((await list(CYPRESS_HILLS, SUPER_ADMIN)).body)).toContain(closure);
  });

  it('when the organization does not exist, then 404; nobody signed in, 401', async () => {
    expect((await list(999_999, OWNER)).status).toBe(404);
    expect((await app().http().get(API_PATHS.organizationClosures(PALM_COVE))).status).toBe(401);
  });
});

describe('POST /api/organizations/{id}/closures', () => {
  it("when an org admin closes one of their organization's venues, then 201 with the closure, stored, and an audit row", async () => {
    const pool = await departmentId(PALM_COVE, 'Pool/Sofra');

    const response = await add(
      PALM_COVE,
      { ...WHOLE_DAY, departmentId: pool, reason: ' Private event ', organizationId: CYPRESS_HILLS, id: 7 },
      PALM_COVE_ADMIN,
    );

    expect(response.status).toBe(201);
    const closure = response.body as VenueClosureDto;
    expect(closure).toMatchObject({
      ...WHOLE_DAY,
      organizationId: PALM_COVE,
      departmentId: pool,
      department: 'Pool/Sofra',
      reason: 'Private event',
      timeZone: 'America/New_York',
    });
    expect(await closureIdsOf(PALM_COVE)).toContain(closure.id);
    const audits = await auditRows('venue_closure_added', PALM_COVE);
    expect(audits.at(-1)).toEqual({
      email: PALM_COVE_ADMIN,
      resource: 'organization',
      resourceId: String(PALM_COVE),
      organizationId: PALM_COVE,
      details: {
        closureId: closure.id,
        departmentId: pool,
        department: 'Pool/Sofra',
        span: { ...WHOLE_DAY, timeZone: 'America/New_York' },
        reason: 'Private event',
      },
    });
  });

  it('when the owner closes a whole organization for some hours, then 201 with no department', async () => {
    const organizationId = await freshOrganization();
    const hours = { startDate: '2031-04-12', startTime: '14:00', endDate: '2031-04-12', endTime: '18:30' };

    const omitted = await add(organizationId, { ...hours, reason: 'Renovation' });
    const explicit = await add(
      organizationId,
      { ...hours, departmentId: null, reason: 'Wedding' },
      SUPER_ADMIN,
    );

    expect(omitted.status).toBe(201);
    expect(omitted.body).toMatchObject({
      ...hours,
      departmentId: null,
      department: null,
      reason: 'Renovation',
    });
    expect(explicit.status).toBe(201);
    expect(explicit.body).toMatchObject({ departmentId: null, reason: 'Wedding' });
    expect(await closureIdsOf(organizationId)).toHaveLength(2);
  });

  it.each([
    ['no reason', 'reason', A.reasonRequired, { ...WHOLE_DAY }],
    ['a blank reason', 'reason', A.reasonRequired, { ...WHOLE_DAY, reason: '   ' }],
    ['a reason of 201 characters', 'reason', A.reasonTooLong, { ...WHOLE_DAY, reason: 'r'.repeat(201) }],
    ['a reason with HTML', 'reason', A.reasonHasHtml, { ...WHOLE_DAY, reason: 'Closed <script>' }],
    ['no start date', 'startDate', A.startDateRequired, { ...WHOLE_DAY, startDate: '', reason: 'x' }],
    ['no end date', 'endDate', A.endDateRequired, { ...WHOLE_DAY, endDate: undefined, reason: 'x' }],
    [
      'an end before the start',
      'endTime',
      A.startBeforeEnd,
      { ...WHOLE_DAY, endDate: '2031-04-11', reason: 'x' },
    ],
    [
      'a closure longer than 366 days',
      'endTime',
      A.spanTooLong,
      { ...WHOLE_DAY, endDate: '2032-04-13', reason: 'Rebuild' },
    ],
    ['a time that is no time', 'startTime', M.timeFormat, { ...WHOLE_DAY, startTime: '7pm', reason: 'x' }],
    [
      'a department id that is text',
      'departmentId',
      A.departmentNotInOrganization,
      { ...WHOLE_DAY, departmentId: 'pool', reason: 'x' },
    ],
    [
      'a department id of 0',
      'departmentId',
      A.departmentNotInOrganization,
      { ...WHOLE_DAY, departmentId: 0, reason: 'x' },
    ],
    [
      'a department that does not exist',
      'departmentId',
      A.departmentNotInOrganization,
      { ...WHOLE_DAY, departmentId: 999_999, reason: 'x' },
    ],
  ])(
    'when the body has %s, then 400 naming %s with "%s", and nothing is stored',
    async (_label, path, message, body) => {
      const organizationId = await freshOrganization();

      const response = await add(organizationId, body);

      expectFieldRefused(response, path, message);
      expect(await closureIdsOf(organizationId)).toEqual([]);
      expect(await auditRows('venue_closure_added', organizationId)).toEqual([]);
    },
  );

  it("when the department is another organization's, then 400 on departmentId and nothing is stored", async () => {
    const before = await closureIdsOf(PALM_COVE);
    const clubhouse = await departmentId(CYPRESS_HILLS, 'Clubhouse');

    const response = await add(PALM_COVE, { ...WHOLE_DAY, departmentId: clubhouse, reason: 'Private event' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: A.departmentNotInOrganization,
      errors: [{ path: 'departmentId', message: A.departmentNotInOrganization }],
    });
    expect(await closureIdsOf(PALM_COVE)).toEqual(before);
  });

  it("when an org admin closes another tenant's venue, then 404; a plain user, 403; nothing is stored", async () => {
    const before = await closureIdsOf(CYPRESS_HILLS);
    const clubhouse = await departmentId(CYPRESS_HILLS, 'Clubhouse');
    const body = { ...WHOLE_DAY, departmentId: clubhouse, reason: 'Private event' };

    const byOtherAdmin = await add(CYPRESS_HILLS, body, PALM_COVE_ADMIN);
    const byUser = await add(PALM_COVE, { ...WHOLE_DAY, reason: 'Private event' }, PALM_COVE_USER);

    expect(byOtherAdmin.status).toBe(404);
    expect(byUser.status).toBe(403);
    expect(byUser.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect(await closureIdsOf(CYPRESS_HILLS)).toEqual(before);
  });

  it('when the organization does not exist, then 404', async () => {
    const response = await add(999_999, { ...WHOLE_DAY, reason: 'Nowhere' });

    expect(response.status).toBe(404);
    expect(await closureIdsOf(999_999)).toEqual([]);
  });

  it(`when ${MAX_UPCOMING_CLOSURES} closures have not ended, then 400 with the limit's message and nothing is stored; ended ones do not count`, async () => {
    const organizationId = await freshOrganization();
    const { knex } = app();
    const closure = (base: string, index: number, reason: string) => ({
      organizationId,
      startsAt: knex.raw(`timestamp '${base}' + make_interval(days => ?)`, [index]),
      endsAt: knex.raw(`timestamp '${base}' + make_interval(days => ?, hours => 1)`, [index]),
      reason,
    });
    await knex('venue_closures').insert([
      ...Array.from({ length: MAX_UPCOMING_CLOSURES - 1 }, (_, index) =>
        closure('2033-01-01', index, 'Ahead'),
      ),
      ...Array.from({ length: 3 }, (_, index) => closure('2020-01-01', index, 'Over')),
    ]);

    const last = await add(organizationId, { ...WHOLE_DAY, reason: 'Last one' });
    const beyond = await add(organizationId, { ...WHOLE_DAY, reason: 'One too many' });

    expect(last.status).toBe(201);
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({ message: AVAILABILITY_LIMIT_MESSAGES.tooManyClosures });
    expect(await closureIdsOf(organizationId)).toHaveLength(MAX_UPCOMING_CLOSURES + 3);
    expect(await auditRows('venue_closure_added', organizationId)).toHaveLength(1);
  });

  it('when the audit row cannot be written, then the closure is not stored either', async () => {
    const organizationId = await freshOrganization();

    await whileAuditRefuses(app().knex, 'venue_closure_added', async () => {
      expect((await add(organizationId, { ...WHOLE_DAY, reason: 'Unaudited' })).status).toBe(400);
    });

    expect(await closureIdsOf(organizationId)).toEqual([]);
  });
});

describe('DELETE /api/organizations/{id}/closures/{closureId}', () => {
  it("when an org admin removes their organization's closure, then 204, it is gone and an audit row holds what it was", async () => {
    const lobby = await departmentId(PALM_COVE, 'Lobby Bar');
    const closure = await storedClosure(
      PALM_COVE,
      '2031-07-04 17:00',
      '2031-07-04 23:00',
      'Fireworks',
      lobby,
    );

    const response = await remove(PALM_COVE, closure, PALM_COVE_ADMIN);

    expect(response.status).toBe(204);
    expect(await closureIdsOf(PALM_COVE)).not.toContain(closure);
    const audits = await auditRows('venue_closure_removed', PALM_COVE);
    expect(audits.at(-1)).toEqual({
      email: PALM_COVE_ADMIN,
      resource: 'organization',
      resourceId: String(PALM_COVE),
      organizationId: PALM_COVE,
      details: {
        closureId: closure,
        departmentId: lobby,
        department: 'Lobby Bar',
        span: {
          startDate: '2031-07-04',
          startTime: '17:00',
          endDate: '2031-07-04',
          endTime: '23:00',
          timeZone: 'America/New_York',
        },
        reason: 'Fireworks',
      },
    });
  });

  it("when the closure is another organization's, or unknown, then 404 and it stays", async () => {
    const cypress = await storedClosure(CYPRESS_HILLS, '2031-07-04 17:00', '2031-07-04 23:00', 'Gala');

    expect((await remove(PALM_COVE, cypress)).status).toBe(404);
    expect((await remove(CYPRESS_HILLS, cypress, PALM_COVE_ADMIN)).status).toBe(404);
    expect((await remove(CYPRESS_HILLS, 999_999)).status).toBe(404);
    expect(await closureIdsOf(CYPRESS_HILLS)).toContain(cypress);
  });

  it('when a plain user removes one, then 403 and it stays; owners and super admins may', async () => {
    const first = await storedClosure(PALM_COVE, '2031-08-01 00:00', '2031-08-02 00:00', 'One');
    const second = await storedClosure(PALM_COVE, '2031-08-03 00:00', '2031-08-04 00:00', 'Two');

    expect((await remove(PALM_COVE, first, PALM_COVE_USER)).status).toBe(403);
    expect(await closureIdsOf(PALM_COVE)).toContain(first);
    expect((await remove(PALM_COVE, first, OWNER)).status).toBe(204);
    expect((await remove(PALM_COVE, second, SUPER_ADMIN)).status).toBe(204);
    expect(await closureIdsOf(PALM_COVE)).not.toContain(second);
  });

  it('when the audit row cannot be written, then the closure stays', async () => {
    const closure = await storedClosure(PALM_COVE, '2031-09-01 00:00', '2031-09-02 00:00', 'Kept');

    await whileAuditRefuses(app().knex, 'venue_closure_removed', async () => {
      expect((await remove(PALM_COVE, closure)).status).toBe(400);
    });

    expect(await closureIdsOf(PALM_COVE)).toContain(closure);
  });
});

describe('the activity log', () => {
  it.each(['venue_closure_added', 'venue_closure_removed'])(
    'when the owner filters by %s, then the closure writes above are listed under it',
    async (action) => {
      await expectActivityLogFilter(app(), await as(OWNER), action, 'organization');
    },
  );
});

import {
  API_PATHS,
  AUTH_MESSAGES,
  AVAILABILITY_LIMIT_MESSAGES,
  AVAILABILITY_VALIDATION_MESSAGES as A,
  BOOKING_VALIDATION_MESSAGES as M,
  MAX_CURRENT_UNAVAILABLE_PERIODS,
  PROVIDER_ORGANIZATION_ID,
  type PerformerUnavailabilityDto,
} from '../../../contract';
import { whileAuditRefuses } from '../../../test-support/audit-refusal';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import {
  expectActivityLogFilter,
  expectFieldRefused,
  freshPerformer as freshPerformerOf,
  storedPeriod as storedPeriodOf,
} from './availability-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const OWNER = 'owner@encore.test';
const SUPER_ADMIN = 'admin@encore.test';
const ORG_ADMIN = 'manager@palmcove.test';
const PLAIN_USER = 'lobby@palmcove.test';
/** The demo provider's zone: every period is written and shown in it. */
const PROVIDER_ZONE = 'America/New_York';

const freshPerformer = () => freshPerformerOf(app().knex);
const storedPeriod = (performerId: number, startsAt: string, endsAt: string, reason: string | null) =>
  storedPeriodOf(app().knex, performerId, startsAt, endsAt, reason);

/** A fresh performer away one morning (May 1st, 2031, 09:00 to 12:00 in the provider's zone). */
async function performerAwayOneMorning(): Promise<{ performerId: number; period: number }> {
  const performerId = await freshPerformer();
  const period = await storedPeriod(
    performerId,
    '2031-05-01T09:00:00-04:00',
    '2031-05-01T12:00:00-04:00',
    null,
  );
  return { performerId, period };
}

async function periodIdsOf(performerId: number): Promise<number[]> {
  return app().knex('performer_unavailability').where({ performerId }).orderBy('id').pluck('id');
}

/** The stored instants of a period, in UTC. */
async function instantsOf(periodId: number): Promise<{ startsAt: string; endsAt: string } | undefined> {
  const result: { rows: { startsAt: string; endsAt: string }[] } = await app().knex.raw(
    `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as "startsAt",
            to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as "endsAt"
       from performer_unavailability where id = ?`,
    [periodId],
  );
  return result.rows[0];
}

async function auditRows(action: string, performerId: number) {
  const rows: {
    email: string | null;
    userId: number | null;
    resource: string;
    organizationId: number | null;
    details: string | null;
  }[] = await app()
    .knex('audit_logs')
    .select('email', 'userId', 'resource', 'organizationId', 'details')
    .where({ action, resourceId: String(performerId) })
    .orderBy('id');
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details ?? 'null') as unknown }));
}

function list(performerId: number, cookie: string, query: Record<string, string> = {}) {
  return app().http().get(API_PATHS.performerUnavailability(performerId)).query(query).set('Cookie', cookie);
}

async function add(performerId: number, body: unknown, email = OWNER) {
  return write('post', API_PATHS.performerUnavailability(performerId), await as(email)).send(body as object);
}

async function remove(performerId: number, periodId: number, email = OWNER) {
  return write('delete', API_PATHS.performerUnavailabilityPeriod(performerId, periodId), await as(email));
}

const EVENING = { startDate: '2031-06-10', startTime: '18:00', endDate: '2031-06-10', endTime: '23:30' };

describe('GET /api/performers/{id}/unavailability', () => {
  it('when the owner asks, then the periods not ended yet come oldest first, each with its reason, in the provider’s zone', async () => {
    const performerId = await freshPerformer();
    const later = await storedPeriod(
      performerId,
      '2031-08-01T00:00:00-04:00',
      '2031-08-03T00:00:00-04:00',
      'Touring',
    );
    const sooner = await storedPeriod(
      performerId,
      '2031-07-04T18:00:00-04:00',
      '2031-07-04T22:00:00-04:00',
      null,
    );
    await storedPeriod(performerId, '2020-01-01T00:00:00-05:00', '2020-01-02T00:00:00-05:00', 'Long gone');

    const response = await list(performerId, await as(OWNER));

    expect(response.status).toBe(200);
    const periods = response.body as PerformerUnavailabilityDto[];
    expect(periods.map(({ id }) => id)).toEqual([sooner, later]);
    expect(periods[0]).toEqual({
      id: sooner,
      performerId,
      startDate: '2031-07-04',
      startTime: '18:00',
      endDate: '2031-07-04',
      endTime: '22:00',
      reason: null,
      timeZone: PROVIDER_ZONE,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      // Its single read's ETag: what a removal made from the list sends as If-Match.
      version: expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/) as unknown,
    });
    expect(periods[1]).toMatchObject({ startDate: '2031-08-01', endDate: '2031-08-03', reason: 'Touring' });
  });

  it('when a day is given, then the periods not ended by its start are listed, ended ones among them', async () => {
    const performerId = await freshPerformer();
    const ended = await storedPeriod(
      performerId,
      '2020-03-01T09:00:00-05:00',
      '2020-03-02T09:00:00-05:00',
      'Past',
    );
    // Ends exactly as the day starts (the end is excluded): not listed.
    await storedPeriod(performerId, '2020-02-01T09:00:00-05:00', '2020-03-01T00:00:00-05:00', 'Before');
    const future = await storedPeriod(
      performerId,
      '2031-01-01T09:00:00-05:00',
      '2031-01-01T10:00:00-05:00',
      null,
    );

    const response = await list(performerId, await as(SUPER_ADMIN), { from: '2020-03-01' });

    expect(response.status).toBe(200);
    expect((response.body as PerformerUnavailabilityDto[]).map(({ id }) => id)).toEqual([ended, future]);
  });

  it('when the day is not a date, then 400 naming from', async () => {
    const response = await list(await freshPerformer(), await as(OWNER), { from: '2031-02-30' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: M.dateInvalid,
      errors: [{ path: 'from', message: M.dateInvalid }],
    });
  });

  it('when the performer does not exist, then 404', async () => {
    const cookie = await as(OWNER);

    expect((await list(999_999, cookie)).status).toBe(404);
    expect((await app().http().get('/api/performers/x1/unavailability').set('Cookie', cookie)).status).toBe(
      404,
    );
  });

  it('when an org admin or a plain user asks, then 403; nobody signed in, 401', async () => {
    const performerId = await freshPerformer();

    expect((await list(performerId, await as(ORG_ADMIN))).status).toBe(403);
    expect((await list(performerId, await as(PLAIN_USER))).status).toBe(403);
    expect((await app().http().get(API_PATHS.performerUnavailability(performerId))).status).toBe(401);
  });
});

describe('POST /api/performers/{id}/unavailability', () => {
  it('when the owner adds an evening, then 201 with the period in the provider’s zone, the instants stored and an audit row', async () => {
    const performerId = await freshPerformer();

    const response = await add(performerId, {
      ...EVENING,
      reason: '  Family event  ',
      id: 5,
      performerId: 1,
    });

    expect(response.status).toBe(201);
    const period = response.body as PerformerUnavailabilityDto;
    expect(period).toMatchObject({
      ...EVENING,
      performerId,
      reason: 'Family event',
      timeZone: PROVIDER_ZONE,
    });
    expect(await periodIdsOf(performerId)).toEqual([period.id]);
    // 18:00 in New York in June is 22:00 UTC (daylight time).
    expect(await instantsOf(period.id)).toEqual({
      startsAt: '2031-06-10T22:00Z',
      endsAt: '2031-06-11T03:30Z',
    });
    expect(await auditRows('performer_unavailability_added', performerId)).toEqual([
      {
        email: OWNER,
        userId: expect.any(Number) as unknown,
        resource: 'performer',
        organizationId: PROVIDER_ORGANIZATION_ID,
        details: {
          periodId: period.id,
          span: { ...EVENING, timeZone: PROVIDER_ZONE },
          reason: 'Family event',
          via: 'staff',
        },
      },
    ]);
  });

  it('when a super admin adds whole days without a reason, then 201 and the reason is null (an empty one too)', async () => {
    const performerId = await freshPerformer();
    const days = { startDate: '2031-09-01', startTime: '00:00', endDate: '2031-09-04', endTime: '00:00' };

    const withoutReason = await add(performerId, days, SUPER_ADMIN);
    const emptyReason = await add(performerId, { ...days, reason: '' }, SUPER_ADMIN);

    expect(withoutReason.status).toBe(201);
    expect(withoutReason.body).toMatchObject({ ...days, reason: null });
    expect(emptyReason.status).toBe(201);
    expect(emptyReason.body).toMatchObject({ reason: null });
    expect(await periodIdsOf(performerId)).toHaveLength(2);
  });

  it.each([
    ['no start date', 'startDate', A.startDateRequired, { ...EVENING, startDate: undefined }],
    ['no end date', 'endDate', A.endDateRequired, { ...EVENING, endDate: undefined }],
    ['a start date that is no date', 'startDate', M.dateInvalid, { ...EVENING, startDate: '2031-13-01' }],
    ['a badly written end date', 'endDate', M.dateFormat, { ...EVENING, endDate: '10/06/2031' }],
    ['a start time that is no time', 'startTime', M.timeFormat, { ...EVENING, startTime: '25:00' }],
    ['no end time', 'endTime', M.timeFormat, { ...EVENING, endTime: undefined }],
    ['an end before the start', 'endTime', A.startBeforeEnd, { ...EVENING, endTime: '17:00' }],
    ['an end equal to the start', 'endTime', A.startBeforeEnd, { ...EVENING, endTime: '18:00' }],
    [
      'a period of 366 days and a minute',
      'endTime',
      A.spanTooLong,
      { startDate: '2031-01-01', startTime: '00:00', endDate: '2032-01-02', endTime: '00:01' },
    ],
    ['a reason of 201 characters', 'reason', A.reasonTooLong, { ...EVENING, reason: 'r'.repeat(201) }],
    ['a reason with HTML', 'reason', A.reasonHasHtml, { ...EVENING, reason: '<b>Away</b>' }],
  ])(
    'when the body has %s, then 400 naming %s with "%s", and nothing is stored',
    async (_label, path, message, body) => {
      const performerId = await freshPerformer();

      const response = await add(performerId, body);

      expectFieldRefused(response, path, message);
      expect(await periodIdsOf(performerId)).toEqual([]);
      expect(await auditRows('performer_unavailability_added', performerId)).toEqual([]);
    },
  );

  it('when a period is exactly 366 days long, then it is accepted', async () => {
    const response = await add(await freshPerformer(), {
      startDate: '2031-01-01',
      startTime: '00:00',
      endDate: '2032-01-02',
      endTime: '00:00',
    });

    expect(response.status).toBe(201);
  });

  /*
   * The provider's wall clock is read as PostgreSQL reads it: a time the clocks skip is taken with the
   * offset before the jump, a time they pass twice is the second pass (standard time).
   */
  describe('wall-clock times at a daylight-saving change (New York, 2031)', () => {
    it.each([
      [
        'a period starts at 02:30 on the day the clocks jump from 02:00 to 03:00',
        'it starts at 03:30 daylight time',
        { startDate: '2031-03-09', startTime: '02:30', endDate: '2031-03-09', endTime: '05:00' },
        { startTime: '03:30', startsAt: '2031-03-09T07:30Z', endsAt: '2031-03-09T09:00Z' },
      ],
      [
        'a period starts at 01:30 on the day the clocks fall back',
        'it is the second 01:30 (standard time)',
        { startDate: '2031-11-02', startTime: '01:30', endDate: '2031-11-02', endTime: '04:00' },
        { startTime: '01:30', startsAt: '2031-11-02T06:30Z', endsAt: '2031-11-02T09:00Z' },
      ],
    ])('when %s, then %s', async (_when, _then, span, { startTime, startsAt, endsAt }) => {
      const response = await add(await freshPerformer(), span);

      expect(response.status).toBe(201);
      const period = response.body as PerformerUnavailabilityDto;
      expect(period).toMatchObject({ startTime, endTime: span.endTime });
      expect(await instantsOf(period.id)).toEqual({ startsAt, endsAt });
    });

    it('when a period runs from 02:30 to 03:00 that day, then its instants are out of order: 400 on endTime and nothing is stored', async () => {
      const performerId = await freshPerformer();

      const response = await add(performerId, {
        startDate: '2031-03-09',
        startTime: '02:30',
        endDate: '2031-03-09',
        endTime: '03:00',
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: A.startBeforeEnd,
        errors: [{ path: 'endTime', message: A.startBeforeEnd }],
      });
      expect(await periodIdsOf(performerId)).toEqual([]);
    });
  });

  it(`when the performer already has ${MAX_CURRENT_UNAVAILABLE_PERIODS} periods not ended, then 400 with the limit's message and nothing is stored; ended periods do not count`, async () => {
    const performerId = await freshPerformer();
    const { knex } = app();
    const current = Array.from({ length: MAX_CURRENT_UNAVAILABLE_PERIODS - 1 }, (_, index) => ({
      performerId,
      startsAt: knex.raw(`timestamptz '2033-01-01T00:00:00Z' + make_interval(days => ?)`, [index]),
      endsAt: knex.raw(`timestamptz '2033-01-01T01:00:00Z' + make_interval(days => ?)`, [index]),
    }));
    const ended = Array.from({ length: 5 }, (_, index) => ({
      performerId,
      startsAt: knex.raw(`timestamptz '2020-01-01T00:00:00Z' + make_interval(days => ?)`, [index]),
      endsAt: knex.raw(`timestamptz '2020-01-01T01:00:00Z' + make_interval(days => ?)`, [index]),
    }));
    await knex('performer_unavailability').insert([...current, ...ended]);

    const last = await add(performerId, EVENING);
    const beyond = await add(performerId, { ...EVENING, startDate: '2031-06-11', endDate: '2031-06-11' });

    expect(last.status).toBe(201);
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({ message: AVAILABILITY_LIMIT_MESSAGES.tooManyPeriods });
    expect(await periodIdsOf(performerId)).toHaveLength(MAX_CURRENT_UNAVAILABLE_PERIODS + 5);
    expect(await auditRows('performer_unavailability_added', performerId)).toHaveLength(1);
  });

  it('when the performer does not exist, then 404 and nothing is stored', async () => {
    const response = await add(999_999, EVENING);

    expect(response.status).toBe(404);
    expect(await periodIdsOf(999_999)).toEqual([]);
  });

  it('when an org admin or a plain user adds one, then 403 and nothing is stored', async () => {
    const performerId = await freshPerformer();

    const byOrgAdmin = await add(performerId, EVENING, ORG_ADMIN);
    const byUser = await add(performerId, EVENING, PLAIN_USER);

    expect(byOrgAdmin.status).toBe(403);
    expect(byOrgAdmin.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect(byUser.status).toBe(403);
    expect(await periodIdsOf(performerId)).toEqual([]);
  });

  it('when the audit row cannot be written, then the period is not stored either', async () => {
    const performerId = await freshPerformer();

    await whileAuditRefuses(app().knex, 'performer_unavailability_added', async () => {
      expect((await add(performerId, EVENING)).status).toBe(400);
    });

    expect(await periodIdsOf(performerId)).toEqual([]);
  });
});

describe('DELETE /api/performers/{id}/unavailability/{periodId}', () => {
  it('when the owner removes a period, then 204, it is gone and an audit row holds what it was', async () => {
    const performerId = await freshPerformer();
    const kept = await storedPeriod(
      performerId,
      '2031-05-01T09:00:00-04:00',
      '2031-05-01T12:00:00-04:00',
      null,
    );
    const removed = await storedPeriod(
      performerId,
      '2031-05-02T09:00:00-04:00',
      '2031-05-02T12:00:00-04:00',
      'Dentist',
    );

    const response = await remove(performerId, removed);

    expect(response.status).toBe(204);
    expect(await periodIdsOf(performerId)).toEqual([kept]);
    expect(await auditRows('performer_unavailability_removed', performerId)).toEqual([
      {
        email: OWNER,
        userId: expect.any(Number) as unknown,
        resource: 'performer',
        organizationId: PROVIDER_ORGANIZATION_ID,
        details: {
          periodId: removed,
          span: {
            startDate: '2031-05-02',
            startTime: '09:00',
            endDate: '2031-05-02',
            endTime: '12:00',
            timeZone: PROVIDER_ZONE,
          },
          reason: 'Dentist',
          via: 'staff',
        },
      },
    ]);
  });

  it('when a super admin removes one, then 204', async () => {
    const { performerId, period } = await performerAwayOneMorning();

    expect((await remove(performerId, period, SUPER_ADMIN)).status).toBe(204);
    expect(await periodIdsOf(performerId)).toEqual([]);
  });

  it("when the period is another performer's, or does not exist, then 404 and nothing is removed", async () => {
    const owner = await freshPerformer();
    const other = await freshPerformer();
    const period = await storedPeriod(owner, '2031-05-01T09:00:00-04:00', '2031-05-01T12:00:00-04:00', null);

    expect((await remove(other, period)).status).toBe(404);
    expect((await remove(owner, 999_999)).status).toBe(404);
    expect((await remove(owner, period + 1_000_000)).status).toBe(404);
    expect(await periodIdsOf(owner)).toEqual([period]);
    expect(await auditRows('performer_unavailability_removed', owner)).toEqual([]);
    expect(await auditRows('performer_unavailability_removed', other)).toEqual([]);
  });

  it('when an org admin or a plain user removes one, then 403 and it stays', async () => {
    const { performerId, period } = await performerAwayOneMorning();

    expect((await remove(performerId, period, ORG_ADMIN)).status).toBe(403);
    expect((await remove(performerId, period, PLAIN_USER)).status).toBe(403);
    expect(await periodIdsOf(performerId)).toEqual([period]);
  });

  it('when the audit row cannot be written, then the period stays', async () => {
    const { performerId, period } = await performerAwayOneMorning();

    await whileAuditRefuses(app().knex, 'performer_unavailability_removed', async () => {
      expect((await remove(performerId, period)).status).toBe(400);
    });

    expect(await periodIdsOf(performerId)).toEqual([period]);
  });
});

describe('the activity log', () => {
  it.each(['performer_unavailability_added', 'performer_unavailability_removed'])(
    'when the owner filters by %s, then the period writes above are listed under it',
    async (action) => {
      await expectActivityLogFilter(app(), await as(OWNER), action, 'performer');
    },
  );
});

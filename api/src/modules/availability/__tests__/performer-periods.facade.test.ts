import { AVAILABILITY_VALIDATION_MESSAGES as A, type PerformerUnavailabilityDto } from '../../../contract';
import { toErrorResponse } from '../../../platform/errors';
import { createLogger } from '../../../platform/logger';
import { createPortalMetrics } from '../../../platform/metrics';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { createTelemetryModule, type TelemetryModule } from '../../telemetry';
import { createAvailabilityModule, type AvailabilityFacade, type UnavailabilityWriter } from '..';
import { freshPerformer as freshPerformerOf } from './availability-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

/** The performer on their own page: no account, only where the request came from. */
const PERFORMER_PAGE: UnavailabilityWriter = {
  by: 'performer',
  client: { ip: '198.51.100.23', userAgent: 'Phone Browser' },
};

let telemetry: TelemetryModule | undefined;
let facade: AvailabilityFacade | undefined;

beforeAll(() => {
  const { knex } = app();
  telemetry = createTelemetryModule({
    knex,
    logger: createLogger('silent'),
    metrics: createPortalMetrics(),
    retentionDays: 30,
    auditRetentionDays: 30,
    visitorKeySecret: 'facade-test',
  });
  facade = createAvailabilityModule({ knex, telemetry: telemetry.facade }).facade;
});

afterAll(async () => {
  await telemetry?.close();
});

function periods() {
  if (!facade) throw new Error('the facade is used before beforeAll made it');
  return facade.periods;
}

const freshPerformer = () => freshPerformerOf(app().knex);

async function auditRows(action: string, performerId: number) {
  const rows: {
    userId: number | null;
    email: string | null;
    ipAddress: string | null;
    userAgent: string | null;
    details: string | null;
  }[] = await app()
    .knex('audit_logs')
    .select('userId', 'email', 'ipAddress', 'userAgent', 'details')
    .where({ action, resourceId: String(performerId), resource: 'performer' })
    .orderBy('id');
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details ?? 'null') as unknown }));
}

/** The HTTP answer a thrown error would become. */
async function answerOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    const { status, body } = toErrorResponse(error);
    return { status, body };
  }
  throw new Error('expected the call to fail');
}

const GIG_NIGHT = { startDate: '2031-10-03', startTime: '19:00', endDate: '2031-10-04', endTime: '01:00' };

describe("the availability facade's performer periods", () => {
  it('when the performer adds a period from their page, then it is stored and audited with no user, from their client, as their page', async () => {
    const performerId = await freshPerformer();

    const added = await periods().add(PERFORMER_PAGE, performerId, { ...GIG_NIGHT, reason: 'Own gig' });

    expect(added).toMatchObject({
      ...GIG_NIGHT,
      performerId,
      reason: 'Own gig',
      timeZone: 'America/New_York',
    });
    expect((await periods().listCurrent(performerId)).map(({ id }) => id)).toEqual([added.id]);
    expect(await auditRows('performer_unavailability_added', performerId)).toEqual([
      {
        userId: null,
        email: null,
        ipAddress: '198.51.100.23',
        userAgent: 'Phone Browser',
        details: {
          periodId: added.id,
          span: { ...GIG_NIGHT, timeZone: 'America/New_York' },
          reason: 'Own gig',
          via: 'performer_page',
        },
      },
    ]);
  });

  it('when the performer removes their own period, then it is gone and audited as their page', async () => {
    const performerId = await freshPerformer();
    const added = await periods().add(PERFORMER_PAGE, performerId, GIG_NIGHT);

    await periods().remove(PERFORMER_PAGE, performerId, added.id, null);

    expect(await periods().listCurrent(performerId)).toEqual([]);
    expect(await auditRows('performer_unavailability_removed', performerId)).toMatchObject([
      { userId: null, email: null, details: { periodId: added.id, reason: null, via: 'performer_page' } },
    ]);
  });

  it("when the performer removes another performer's period, then 404 and it stays", async () => {
    const performerId = await freshPerformer();
    const other = await freshPerformer();
    const theirs = await periods().add(PERFORMER_PAGE, other, GIG_NIGHT);

    const answer = await answerOf(periods().remove(PERFORMER_PAGE, performerId, theirs.id, null));

    expect(answer.status).toBe(404);
    expect((await periods().listCurrent(other)).map(({ id }) => id)).toEqual([theirs.id]);
  });

  it('when the input breaks the rules, then the answer is 400 naming the field, and nothing is stored', async () => {
    const performerId = await freshPerformer();

    const backwards = await answerOf(
      periods().add(PERFORMER_PAGE, performerId, { ...GIG_NIGHT, endDate: '2031-10-02' }),
    );
    const notAnObject = await answerOf(periods().add(PERFORMER_PAGE, performerId, 'tomorrow'));

    expect(backwards).toEqual({
      status: 400,
      body: { message: A.startBeforeEnd, errors: [{ path: 'endTime', message: A.startBeforeEnd }] },
    });
    expect(notAnObject.status).toBe(400);
    expect(await periods().listCurrent(performerId)).toEqual([]);
    expect(await auditRows('performer_unavailability_added', performerId)).toEqual([]);
  });

  it('when the performer is gone, then adding is 404', async () => {
    const answer = await answerOf(periods().add(PERFORMER_PAGE, 999_999, GIG_NIGHT));

    expect(answer.status).toBe(404);
  });

  it('when a period has ended, then listCurrent leaves it out; the current ones come oldest first with their reasons', async () => {
    const performerId = await freshPerformer();
    await app().knex('performer_unavailability').insert({
      performerId,
      startsAt: '2020-05-01T10:00:00Z',
      endsAt: '2020-05-01T12:00:00Z',
      reason: 'Past',
    });
    const later = await periods().add(PERFORMER_PAGE, performerId, { ...GIG_NIGHT, reason: 'Later' });
    const sooner = await periods().add(PERFORMER_PAGE, performerId, {
      startDate: '2031-01-02',
      startTime: '10:00',
      endDate: '2031-01-02',
      endTime: '11:00',
      reason: 'Sooner',
    });

    const current: PerformerUnavailabilityDto[] = await periods().listCurrent(performerId);

    expect(current.map(({ id, reason }) => [id, reason])).toEqual([
      [sooner.id, 'Sooner'],
      [later.id, 'Later'],
    ]);
  });
});

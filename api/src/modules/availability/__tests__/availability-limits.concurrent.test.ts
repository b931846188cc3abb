import type { Knex } from 'knex';
import type { Response } from 'supertest';
import {
  API_PATHS,
  AVAILABILITY_LIMIT_MESSAGES,
  MAX_CURRENT_UNAVAILABLE_PERIODS,
  MAX_UPCOMING_CLOSURES,
} from '../../../contract';
import { signIn } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { freshPerformer } from './availability-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const CONCURRENT_REQUESTS = 30;
/** Room left under the limit before the concurrent writes start. */
const ROOM = 10;

/** PGlite is one connection, so requests never truly run at once there: this needs a PostgreSQL server. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** One span a day from 2035 on, as many as asked: rows that have not ended. */
const aheadRows = (knex: Knex, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    startsAt: knex.raw(`timestamp '2035-01-01 00:00' + make_interval(days => ?)`, [index]),
    endsAt: knex.raw(`timestamp '2035-01-01 01:00' + make_interval(days => ?)`, [index]),
  }));

/** How many were created, and the refusals' answers. */
function outcomeOf(responses: readonly Response[]) {
  return {
    created: responses.filter((response) => response.status === 201).length,
    refused: responses
      .filter((response) => response.status !== 201)
      .map((response) => [response.status, response.body] as const),
  };
}

async function rowCount(query: Promise<{ n?: string | number } | undefined>): Promise<number> {
  return Number((await query)?.n ?? -1);
}

onPostgres('concurrent writes against the limits on rows not yet ended', () => {
  const app = provideTestApp({ seed: true });

  /** The writes sent at once, each a span of its own on one day. */
  async function postAtOnce(path: string, extra: Record<string, string> = {}): Promise<Response[]> {
    const owner = await signIn(app(), 'owner@encore.test');
    return Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, index) =>
        app()
          .http()
          .post(path)
          .set('Origin', TEST_ORIGIN)
          .set('Cookie', owner)
          .send({
            startDate: '2034-05-01',
            startTime: `10:${String(index).padStart(2, '0')}`,
            endDate: '2034-05-01',
            endTime: '12:00',
            ...extra,
          }),
      ),
    );
  }

  it(`when ${CONCURRENT_REQUESTS} periods are added at once with room for ${ROOM}, then exactly ${ROOM} are stored and the rest are 400 with the limit's message`, async () => {
    const { knex } = app();
    const performerId = await freshPerformer(knex);
    await knex('performer_unavailability').insert(
      aheadRows(knex, MAX_CURRENT_UNAVAILABLE_PERIODS - ROOM).map((row) => ({ ...row, performerId })),
    );

    const { created, refused } = outcomeOf(await postAtOnce(API_PATHS.performerUnavailability(performerId)));

    expect(created).toBe(ROOM);
    expect(refused).toEqual(
      Array.from({ length: CONCURRENT_REQUESTS - ROOM }, () => [
        400,
        { message: AVAILABILITY_LIMIT_MESSAGES.tooManyPeriods },
      ]),
    );
    expect(
      await rowCount(knex('performer_unavailability').where({ performerId }).count({ n: '*' }).first()),
    ).toBe(MAX_CURRENT_UNAVAILABLE_PERIODS);
  });

  it(`when ${CONCURRENT_REQUESTS} closures are added at once with room for ${ROOM}, then exactly ${ROOM} are stored and the rest are 400 with the limit's message`, async () => {
    const { knex } = app();
    const [organization]: { id: number }[] = await knex('organizations')
      .insert({ name: 'Busy Hall', slug: 'busy-hall' })
      .returning('id');
    const organizationId = organization?.id ?? 0;
    await knex('venue_closures').insert(
      aheadRows(knex, MAX_UPCOMING_CLOSURES - ROOM).map((row) => ({
        ...row,
        organizationId,
        reason: 'Booked out',
      })),
    );

    const { created, refused } = outcomeOf(
      await postAtOnce(API_PATHS.organizationClosures(organizationId), { reason: 'One more' }),
    );

    expect(created).toBe(ROOM);
    expect(refused).toEqual(
      Array.from({ length: CONCURRENT_REQUESTS - ROOM }, () => [
        400,
        { message: AVAILABILITY_LIMIT_MESSAGES.tooManyClosures },
      ]),
    );
    expect(await rowCount(knex('venue_closures').where({ organizationId }).count({ n: '*' }).first())).toBe(
      MAX_UPCOMING_CLOSURES,
    );
  });
});

import { API_PATHS, BOOKING_ERROR_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { signIn } from '../../../test-support/sessions';
import {
  CYPRESS_HILLS,
  OWNER,
  SUPER_ADMIN,
  bookingCount,
  performerIdOf,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const CONCURRENT_REQUESTS = 50;

/** PGlite is one connection, so requests never truly run at once there: this needs a PostgreSQL server. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres("concurrent writes for one performer under the 'block' policy", () => {
  const app = provideTestApp({ seed: true });

  it('when two requests book the same performer at the same time at once, then exactly one is created and the other is 409', async () => {
    const owner = await signIn(app(), OWNER);
    const superAdmin = await signIn(app(), SUPER_ADMIN);
    const vibraphone = await performerIdOf(app(), 'Elena Novak');
    const policy = await app()
      .http()
      .put(API_PATHS.bookingPolicy(CYPRESS_HILLS))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', owner)
      .send({ conflictPolicy: 'block' });
    expect(policy.status).toBe(200);

    for (const date of ['2040-03-01', '2040-03-02', '2040-03-03']) {
      const booking = (cookie: string, department: string) =>
        app()
          .http()
          .post(API_PATHS.bookings)
          .set('Origin', TEST_ORIGIN)
          .set('Cookie', cookie)
          .send({
            title: `Solo - ${department}`,
            date,
            time: '19:00',
            duration: 60,
            department,
            ensemble: 'Solo',
            organizationId: CYPRESS_HILLS,
            performerData: JSON.stringify([{ performerId: vibraphone, instrument: 'vibraphone' }]),
          });

      const responses = await Promise.all([booking(owner, 'Clubhouse'), booking(superAdmin, 'Pool Deck')]);

      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(await bookingCount(app(), { organizationId: CYPRESS_HILLS, date })).toBe(1);
    }
  });

  it('when 50 requests book the same performer for overlapping times at once, then exactly one succeeds and the other 49 are 409 with the conflict', async () => {
    const owner = await signIn(app(), OWNER);
    const superAdmin = await signIn(app(), SUPER_ADMIN);
    const pianist = await performerIdOf(app(), 'James Whitfield');
    const policy = await app()
      .http()
      .put(API_PATHS.bookingPolicy(CYPRESS_HILLS))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', owner)
      .send({ conflictPolicy: 'block' });
    expect(policy.status).toBe(200);
    const date = '2040-04-01';

    // Every request overlaps every other one: start times 18:00 to 18:49, each lasting two hours.
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, index) =>
        app()
          .http()
          .post(API_PATHS.bookings)
          .set('Origin', TEST_ORIGIN)
          .set('Cookie', index % 2 === 0 ? owner : superAdmin)
          .send({
            title: `Solo - Clubhouse ${index}`,
            date,
            time: `18:${String(index).padStart(2, '0')}`,
            duration: 120,
            department: 'Clubhouse',
            ensemble: 'Solo',
            organizationId: CYPRESS_HILLS,
            performerData: JSON.stringify([{ performerId: pianist, instrument: 'piano' }]),
          }),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT_REQUESTS - 1);
    const winner = responses.find((response) => response.status === 201);
    for (const refused of responses.filter((response) => response.status === 409))
      expect(refused.body).toMatchObject({
        message: BOOKING_ERROR_MESSAGES.performerConflict,
        conflicts: [
          expect.objectContaining({
            performerId: pianist,
            booking: expect.objectContaining({ id: winner?.body.id }),
          }),
        ],
      });
    expect(await bookingCount(app(), { organizationId: CYPRESS_HILLS, date })).toBe(1);
  });
});

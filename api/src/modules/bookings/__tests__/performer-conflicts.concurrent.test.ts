import { API_PATHS } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { signIn } from '../../../test-support/sessions';
import { CYPRESS_HILLS, OWNER, SUPER_ADMIN, bookingCount, performerIdOf } from './booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

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
});

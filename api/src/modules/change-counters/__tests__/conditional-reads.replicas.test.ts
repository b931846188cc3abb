import { API_PATHS } from '../../../contract';
import { DEMO_PASSWORD } from '../../../test-support/sessions';
import { TEST_ORIGIN } from '../../../test-support/test-app';
import { provideReplicas } from '../../../test-support/replicas';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** Two replicas share one database only on a PostgreSQL server; PGlite is one in-process connection. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const MONTH = `${API_PATHS.bookings}?organizationId=1&from=2036-04-01&to=2036-04-30`;

onPostgres('conditional reads served by two replicas of one database', () => {
  const replicas = provideReplicas();
  const replica = (index: number) => replicas.http(index);

  it("when a booking is written through one replica, then the other's tag for the month changes at once; unchanged, both answer 304 to the same tag", async () => {
    const signedIn = await replica(0)
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'owner@encore.test', password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[])
      .map((line) => line.split(';')[0])
      .join('; ');

    const first = await replica(1).get(MONTH).set('Cookie', cookie);
    expect(first.status).toBe(200);
    const tag = String(first.headers.etag);
    expect((await replica(0).get(MONTH).set('Cookie', cookie).set('If-None-Match', tag)).status).toBe(304);
    expect((await replica(1).get(MONTH).set('Cookie', cookie).set('If-None-Match', tag)).status).toBe(304);

    const created = await replica(0)
      .post(API_PATHS.bookings)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .send({
        title: 'Solo - Replica',
        date: '2036-04-10',
        time: '19:00',
        duration: 60,
        department: 'Lobby Bar',
        organizationId: 1,
        notifyPerformers: 'none',
      });
    expect(created.status).toBe(201);

    const after = await replica(1).get(MONTH).set('Cookie', cookie).set('If-None-Match', tag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect((after.body as { title: string }[]).map((booking) => booking.title)).toContain('Solo - Replica');
    expect(
      (await replica(0).get(MONTH).set('Cookie', cookie).set('If-None-Match', String(after.headers.etag)))
        .status,
    ).toBe(304);
  });
});

import type { Response } from 'supertest';
import { API_PATHS, AVAILABILITY_MESSAGES, type BookingWriteDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { signIn } from '../../../test-support/sessions';
import { storeUnavailability } from './availability-fixtures';
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

onPostgres('concurrent writes for one unavailable performer', () => {
  const app = provideTestApp({ seed: true });

  async function setPolicy(cookie: string, conflictPolicy: 'warn' | 'block'): Promise<void> {
    const response = await app()
      .http()
      .put(API_PATHS.bookingPolicy(CYPRESS_HILLS))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .send({ conflictPolicy });
    expect(response.status).toBe(200);
  }

  /**
   * 50 creates at once, all for the performer on one day they are away: 15-minute slots one after
   * another (none overlaps another), so the only problem any of them can meet is the period.
   */
  async function fiftyCreates(date: string, performerId: number): Promise<Response[]> {
    const owner = await signIn(app(), OWNER);
    const superAdmin = await signIn(app(), SUPER_ADMIN);
    return Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, index) => {
        const minutes = 8 * 60 + index * 15;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        return app()
          .http()
          .post(API_PATHS.bookings)
          .set('Origin', TEST_ORIGIN)
          .set('Cookie', index % 2 === 0 ? owner : superAdmin)
          .send({
            title: `Solo - Clubhouse ${index}`,
            date,
            time,
            duration: 15,
            department: 'Clubhouse',
            ensemble: 'Solo',
            organizationId: CYPRESS_HILLS,
            performerData: JSON.stringify([{ performerId, instrument: 'violin' }]),
          });
      }),
    );
  }

  it("when 50 requests book an unavailable performer at once under 'warn', then all 50 are created and each lists the period", async () => {
    const violin = await performerIdOf(app(), 'Sofia Marquez');
    const period = await storeUnavailability(app(), {
      performerId: violin,
      from: '2045-06-01 00:00',
      to: '2045-06-02 00:00',
      reason: 'Tour',
    });
    await setPolicy(await signIn(app(), OWNER), 'warn');

    const responses = await fiftyCreates('2045-06-01', violin);

    expect(responses.map((response) => response.status)).toEqual(Array(CONCURRENT_REQUESTS).fill(201));
    for (const response of responses)
      expect((response.body as BookingWriteDto).conflicts).toEqual([
        expect.objectContaining({
          kind: 'unavailable',
          performerId: violin,
          unavailability: expect.objectContaining({ id: period, reason: 'Tour' }) as unknown,
        }),
      ]);
    expect(await bookingCount(app(), { organizationId: CYPRESS_HILLS, date: '2045-06-01' })).toBe(
      CONCURRENT_REQUESTS,
    );
  });

  it("when 50 requests book an unavailable performer at once under 'block', then all 50 are 409 and none is written", async () => {
    const violin = await performerIdOf(app(), 'Sofia Marquez');
    await storeUnavailability(app(), {
      performerId: violin,
      from: '2045-07-01 00:00',
      to: '2045-07-02 00:00',
      reason: 'Tour',
    });
    await setPolicy(await signIn(app(), OWNER), 'block');

    const responses = await fiftyCreates('2045-07-01', violin);

    expect(responses.map((response) => response.status)).toEqual(Array(CONCURRENT_REQUESTS).fill(409));
    for (const response of responses)
      expect(response.body).toEqual({
        message: AVAILABILITY_MESSAGES.performerUnavailable,
        conflicts: [expect.objectContaining({ kind: 'unavailable', performerId: violin })],
      });
    expect(await bookingCount(app(), { organizationId: CYPRESS_HILLS, date: '2045-07-01' })).toBe(0);
  });
});

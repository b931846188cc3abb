import { API_PATHS, type PublicVenueDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import { OWNER, PALM_COVE } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

function readVenue() {
  return app().http().get(API_PATHS.publicVenue).set('X-Forwarded-For', freshClientIp());
}

describe('GET /api/public/venue', () => {
  it('when a guest asks, then the public organization and its time zone come back, with no cookie, cacheable for 5 minutes', async () => {
    const response = await readVenue().set('Cookie', 'bp_session=forged');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'Palm Cove Beach Resort',
      timeZone: 'America/New_York',
    } satisfies PublicVenueDto);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it("when a resort's own site asks from its origin, then the answer is shared with it (no credentials)", async () => {
    const response = await readVenue().set('Origin', 'https://www.palmcoveresort.example');

    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('when the owner moves the organization to another zone, then the venue answers with it', async () => {
    const changed = await app()
      .http()
      .put(API_PATHS.organizationTimeZone(PALM_COVE))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', await as(OWNER))
      .send({ timeZone: 'Pacific/Honolulu' });
    expect(changed.status).toBe(200);

    const response = await readVenue();

    expect(response.body).toEqual({ name: 'Palm Cove Beach Resort', timeZone: 'Pacific/Honolulu' });
  });
});

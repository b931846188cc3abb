import { API_PATHS, TIME_ZONE_MESSAGES, type OrganizationDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const PALM_COVE = 1;
const CYPRESS_HILLS = 3;
const MAGNOLIA = 4;

const { as } = actingAs(app);

function putTimeZone(organizationId: number, cookie: string, body: unknown) {
  return app()
    .http()
    .put(API_PATHS.organizationTimeZone(organizationId))
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', cookie)
    .send(body as object);
}

async function storedTimeZone(organizationId: number): Promise<string | undefined> {
  const row: { timeZone: string } | undefined = await app()
    .knex('organizations')
    .first('timeZone')
    .where({ id: organizationId });
  return row?.timeZone;
}

async function auditRows(organizationId: number) {
  const rows: { email: string; resource: string; details: unknown; success: boolean }[] = await app()
    .knex('audit_logs')
    .select('email', 'resource', 'details', 'success')
    .where({ action: 'organization_time_zone_updated', resourceId: String(organizationId) })
    .orderBy('id');
  return rows.map((row) => ({
    ...row,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as unknown) : row.details,
  }));
}

describe('PUT /api/organizations/{id}/time-zone', () => {
  it('when the owner sets a client organization’s zone, then 200 with the organization, the zone stored and an audit row with old and new', async () => {
    const response = await putTimeZone(MAGNOLIA, await as('owner@encore.test'), {
      timeZone: ' America/Chicago ',
      id: 99,
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: MAGNOLIA,
      name: 'Magnolia Country Club',
      slug: 'magnolia',
      logo: null,
      kind: 'client',
      timeZone: 'America/Chicago',
    });
    expect(await storedTimeZone(MAGNOLIA)).toBe('America/Chicago');
    expect(await auditRows(MAGNOLIA)).toEqual([
      {
        email: 'owner@encore.test',
        resource: 'organization',
        success: true,
        details: { old: { timeZone: 'America/New_York' }, new: { timeZone: 'America/Chicago' } },
      },
    ]);
  });

  it('when a super admin sets another zone, then the audit row’s old value is the zone it replaced', async () => {
    const cookie = await as('admin@encore.test');
    await putTimeZone(CYPRESS_HILLS, cookie, { timeZone: 'Europe/London' });

    const response = await putTimeZone(CYPRESS_HILLS, cookie, { timeZone: 'UTC' });

    expect(response.status).toBe(200);
    expect(await storedTimeZone(CYPRESS_HILLS)).toBe('UTC');
    const audits = await auditRows(CYPRESS_HILLS);
    expect(audits.map((row) => row.details)).toEqual([
      { old: { timeZone: 'America/New_York' }, new: { timeZone: 'Europe/London' } },
      { old: { timeZone: 'Europe/London' }, new: { timeZone: 'UTC' } },
    ]);
  });

  it('when an org admin sets their own organization’s zone, then 200', async () => {
    const response = await putTimeZone(PALM_COVE, await as('manager@palmcove.test'), {
      timeZone: 'America/Los_Angeles',
    });

    expect(response.status).toBe(200);
    expect(await storedTimeZone(PALM_COVE)).toBe('America/Los_Angeles');
  });

  it("when an org admin sets another tenant's zone, then 404 and nothing changes", async () => {
    const before = await storedTimeZone(CYPRESS_HILLS);

    const response = await putTimeZone(CYPRESS_HILLS, await as('manager@palmcove.test'), {
      timeZone: 'Asia/Tokyo',
    });

    expect(response.status).toBe(404);
    expect(await storedTimeZone(CYPRESS_HILLS)).toBe(before);
  });

  it('when the organization does not exist, then 404', async () => {
    const response = await putTimeZone(9999, await as('owner@encore.test'), { timeZone: 'Asia/Tokyo' });

    expect(response.status).toBe(404);
    expect(await auditRows(9999)).toEqual([]);
  });

  it('when a plain user sets a zone, then 403 and nothing changes', async () => {
    const before = await storedTimeZone(PALM_COVE);

    const response = await putTimeZone(PALM_COVE, await as('lobby@palmcove.test'), {
      timeZone: 'Asia/Tokyo',
    });

    expect(response.status).toBe(403);
    expect(await storedTimeZone(PALM_COVE)).toBe(before);
  });

  it.each([
    ['a made-up zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['an abbreviation', { timeZone: 'EST' }],
    ['an offset', { timeZone: '+05:00' }],
    ['an empty zone', { timeZone: '  ' }],
    ['no zone', {}],
    ['a number', { timeZone: 5 }],
  ])('when the body holds %s, then 400 with the IANA message and nothing changes', async (_label, body) => {
    const before = await storedTimeZone(MAGNOLIA);

    const response = await putTimeZone(MAGNOLIA, await as('owner@encore.test'), body);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: TIME_ZONE_MESSAGES.invalid });
    expect(await storedTimeZone(MAGNOLIA)).toBe(before);
  });

  it('when the zone is an object, then 400 on the timeZone field and nothing changes', async () => {
    const before = await storedTimeZone(MAGNOLIA);

    const response = await putTimeZone(MAGNOLIA, await as('owner@encore.test'), {
      timeZone: { name: 'UTC' },
    });

    // The platform's input screen refuses objects in string fields before yup (with its own type text).
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [expect.objectContaining({ path: 'timeZone' })] });
    expect(await storedTimeZone(MAGNOLIA)).toBe(before);
  });

  it('when the zone changes, then GET /api/organizations serves it', async () => {
    await putTimeZone(MAGNOLIA, await as('owner@encore.test'), { timeZone: 'Pacific/Auckland' });

    const response = await app().http().get(API_PATHS.organizations).set('X-Forwarded-For', freshClientIp());

    const magnolia = (response.body as OrganizationDto[]).find(({ id }) => id === MAGNOLIA);
    expect(magnolia?.timeZone).toBe('Pacific/Auckland');
  });
});

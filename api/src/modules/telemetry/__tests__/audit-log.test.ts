import { API_PATHS, type AuditLogDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs, login } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const OWNER = 'owner@encore.test';
const SUPER_ADMIN = 'admin@encore.test';
const PALM_COVE = 1;

async function auditLogs(query: string): Promise<AuditLogDto[]> {
  const response = await app()
    .http()
    .get(`${API_PATHS.adminAuditLogs}?${query}`)
    .set('Cookie', await as(OWNER));
  if (response.status !== 200) throw new Error(`audit-logs answered ${response.status}: ${response.text}`);
  return response.body as AuditLogDto[];
}

async function userIdOf(email: string): Promise<number> {
  const row: { id: number } | undefined = await app().knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('GET /api/admin/audit-logs', () => {
  it('when a super admin creates a booking, then booking_created is in the audit log with its actor', async () => {
    const created = await write('post', API_PATHS.bookings, await as(SUPER_ADMIN)).send({
      title: 'Solo - Lobby Bar',
      date: '2035-03-14',
      time: '19:00',
      duration: 60,
      notes: '',
      department: 'Lobby Bar',
      ensemble: 'Solo',
      userId: '',
      organizationId: PALM_COVE,
      status: 'confirmed',
      performerData: null,
    });
    expect(created.status).toBe(201);
    const bookingId = (created.body as { id: number }).id;

    const entries = await auditLogs('limit=20&offset=0&action=booking_created');

    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.every((entry) => entry.action === 'booking_created')).toBe(true);
    expect(entries.find((entry) => entry.resourceId === String(bookingId))).toMatchObject({
      action: 'booking_created',
      success: true,
      email: SUPER_ADMIN,
      userId: await userIdOf(SUPER_ADMIN),
      resource: 'booking',
      organizationId: PALM_COVE,
    });
  });

  it('when someone signs in and fails to, then login_success and login_failed rows name the e-mail', async () => {
    expect((await login(app(), 'dusk@palmcove.test')).status).toBe(200);
    expect((await login(app(), 'dusk@palmcove.test', 'Wrong-password-1')).status).toBe(401);

    const successes = await auditLogs('limit=20&action=login_success&search=dusk@palmcove.test');
    const failures = await auditLogs('limit=20&action=login_failed&search=dusk@palmcove.test');

    expect(successes).toHaveLength(1);
    expect(successes[0]).toMatchObject({
      email: 'dusk@palmcove.test',
      success: true,
      userId: await userIdOf('dusk@palmcove.test'),
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ email: 'dusk@palmcove.test', success: false });
    expect(failures[0]?.details).toContain('wrong_password');
  });

  it('when the recent list is read, then it holds at most the limit, newest first, each with the log fields', async () => {
    const entries = await auditLogs('limit=3');

    expect(entries).toHaveLength(3);
    const nullable = (value: unknown, type: 'string' | 'number') => value === null || typeof value === type;
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          'action',
          'details',
          'email',
          'id',
          'ipAddress',
          'organizationId',
          'resource',
          'resourceId',
          'success',
          'timestamp',
          'userAgent',
          'userId',
        ].sort(),
      );
      expect(entry).toMatchObject({
        id: expect.any(Number),
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        action: expect.any(String),
        success: expect.any(Boolean),
      });
      expect(
        [
          nullable(entry.userId, 'number'),
          nullable(entry.email, 'string'),
          nullable(entry.resource, 'string'),
          nullable(entry.resourceId, 'string'),
          nullable(entry.ipAddress, 'string'),
          nullable(entry.userAgent, 'string'),
          nullable(entry.details, 'string'),
          nullable(entry.organizationId, 'number'),
        ].every(Boolean),
      ).toBe(true);
    }
    const times = entries.map((entry) => entry.timestamp);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('when pages of 2 are read with offsets, then they follow each other without overlap', async () => {
    const all = await auditLogs('limit=6');
    const first = await auditLogs('limit=2&offset=0');
    const second = await auditLogs('limit=2&offset=2');

    expect([...first, ...second].map((entry) => entry.id)).toEqual(all.slice(0, 4).map((entry) => entry.id));
  });

  it('when searching, then the e-mail, the action and the details are matched case-insensitively', async () => {
    const performer = await write('post', API_PATHS.performers, await as(OWNER)).send({
      name: 'Quinn Audit-Searchable',
      instruments: ['piano'],
    });
    expect(performer.status).toBe(201);

    const byDetails = await auditLogs('limit=20&search=quinn%20audit-searchable');
    const byAction = await auditLogs('limit=50&search=PERFORMER_CREATED');
    const byEmail = await auditLogs(`limit=50&search=${encodeURIComponent('OWNER@encore')}`);

    expect(byDetails.map((entry) => entry.action)).toEqual(['performer_created']);
    expect(byAction.some((entry) => entry.details?.includes('Quinn Audit-Searchable'))).toBe(true);
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((entry) => entry.email === OWNER)).toBe(true);
  });

  it('when the search holds LIKE wildcards, then they are matched literally', async () => {
    // As wildcards, both would match login_success rows.
    expect(await auditLogs(`limit=20&search=${encodeURIComponent('login%success')}`)).toEqual([]);
    expect(await auditLogs('limit=20&search=log_n')).toEqual([]);
    expect((await auditLogs('limit=20&search=login_success')).length).toBeGreaterThan(0);
  });

  it('when the action filter is "all", then every action is listed; an unknown action lists nothing', async () => {
    const all = await auditLogs('limit=50&action=all');

    expect(new Set(all.map((entry) => entry.action)).size).toBeGreaterThan(1);
    expect(await auditLogs('limit=20&action=no_such_action')).toEqual([]);
  });

  it('when limit or offset is out of range, then 400', async () => {
    const cookie = await as(OWNER);
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=ten']) {
      const response = await app().http().get(`${API_PATHS.adminAuditLogs}?${query}`).set('Cookie', cookie);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });
});

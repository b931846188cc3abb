import { countPendingMigrations } from '..';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const testDatabase = provideTestDatabase();

const EXPECTED_TABLES = [
  'account_links',
  'admin_permissions',
  'audit_logs',
  'booking_calendar_sequences',
  'booking_change_set_items',
  'booking_change_sets',
  'booking_performer_slots',
  'booking_performers',
  'booking_policies',
  'bookings',
  'change_counters',
  'departments',
  'ended_sessions',
  'login_attempt_ceiling_window',
  'login_attempt_folds',
  'login_attempts',
  'mail_outbox',
  'organizations',
  'performance_logs',
  'performer_booking_changes',
  'performer_digests',
  'performer_feed_tokens',
  'performer_page_tokens',
  'performer_unavailability',
  'performers',
  'rate_limit_ceiling_window',
  'rate_limit_counters',
  'request_endpoint_daily',
  'request_endpoint_hourly',
  'request_hourly',
  'security_event_hourly',
  'security_events',
  'sessions',
  'site_page_visit_hourly',
  'site_page_visitors',
  'site_visit_ceiling_window',
  'site_visit_folds',
  'site_visit_hourly',
  'site_visit_windows',
  'site_visitors',
  'site_visits',
  'stranger_trail_window',
  'system_metrics',
  'users',
  'venue_closures',
];

describe('migrations', () => {
  it('when the database is migrated, then every entity table exists and nothing is pending', async () => {
    const { knex } = testDatabase().database;
    const rows: { tableName: string }[] = await knex('information_schema.tables')
      .select('table_name')
      .where({ table_schema: 'public' })
      .whereNot('table_name', 'like', 'knex_%');
    expect(rows.map((row) => row.tableName).sort()).toEqual(EXPECTED_TABLES);
    expect(await countPendingMigrations(knex)).toBe(0);
  });

  it('when a booking date is read back, then it is the same yyyy-MM-dd text and counts are numbers', async () => {
    const { knex } = testDatabase().database;
    const [organization] = await knex('organizations')
      .insert({ name: 'Date Check', slug: 'date-check' })
      .returning('id');
    await knex('bookings').insert({
      title: 'Solo - Lobby Bar',
      date: '2025-03-09',
      time: '23:30',
      duration: 60,
      organizationId: organization.id,
    });
    const booking = await knex('bookings')
      .first('date', 'organizationId')
      .where({ organizationId: organization.id });
    expect(booking).toEqual({ date: '2025-03-09', organizationId: organization.id });
    const [counted] = await knex('bookings').count({ total: '*' });
    expect(counted?.total).toBe(1);
  });

  it('when an owner permission without organization is granted twice, then the second grant is refused', async () => {
    const { knex } = testDatabase().database;
    const [user] = await knex('users')
      .insert({ username: 'twice', email: 'twice@example.test' })
      .returning('id');
    await knex('adminPermissions').insert({ userId: user.id, permissionLevel: 'owner' });
    await expect(
      knex('adminPermissions').insert({ userId: user.id, permissionLevel: 'owner' }),
    ).rejects.toMatchObject({
      code: '23505',
    });
  });
});

import type { Knex } from 'knex';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';
import { lastAuditedWriteOf, newestAuditedWriteQuery } from '../last-audited-write';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const testDatabase = provideTestDatabase();

const knex = (): Knex => testDatabase().database.knex;

interface AuditRow {
  action: string;
  success: boolean;
  resource: string;
  resourceId: string;
  userId: number | null;
  email: string | null;
  organizationId: number | null;
  timestamp?: string;
}

function auditRow(overrides: Partial<AuditRow>): AuditRow {
  return {
    action: 'user_updated',
    success: true,
    resource: 'user',
    resourceId: '501',
    userId: 7,
    email: 'sam@palmcove.test',
    organizationId: 1,
    ...overrides,
  };
}

describe('the last audited write of a resource', () => {
  it('when a resource has several rows, then the newest successful row of that very resource is the answer', async () => {
    await knex()
      .table('audit_logs')
      .insert([
        auditRow({ userId: 1, email: 'first@palmcove.test', timestamp: '2025-03-01T09:00:00Z' }),
        auditRow({ userId: 2, email: 'second@palmcove.test', timestamp: '2025-03-02T09:00:00Z' }),
        // A refused write changed nothing: it does not name the last writer.
        auditRow({ userId: 3, email: 'refused@palmcove.test', success: false }),
        // Another resource with the same id, and the same resource with another id.
        auditRow({ resource: 'booking', userId: 4, email: 'booking@palmcove.test' }),
        auditRow({ resourceId: '502', userId: 5, email: 'other-user@palmcove.test' }),
      ]);

    expect(await lastAuditedWriteOf(knex(), 'user', 501)).toEqual({
      userId: 2,
      email: 'second@palmcove.test',
      at: '2025-03-02T09:00:00.000Z',
      organizationId: 1,
    });
  });

  it('when a later write waited on a row lock, then its row is the newest though its timestamp is the earlier one', async () => {
    await knex()
      .table('audit_logs')
      .insert(auditRow({ resourceId: '601', userId: 8, email: 'committed-first@palmcove.test' }));
    await knex()
      .table('audit_logs')
      .insert(
        auditRow({
          resourceId: '601',
          userId: 9,
          email: 'waited@palmcove.test',
          timestamp: '2020-01-01T00:00:00Z',
        }),
      );

    expect(await lastAuditedWriteOf(knex(), 'user', '601')).toMatchObject({ userId: 9 });
  });

  it('when no successful row names the resource, then there is no last write', async () => {
    await knex()
      .table('audit_logs')
      .insert(auditRow({ resourceId: '701', success: false }));

    expect(await lastAuditedWriteOf(knex(), 'user', 701)).toBeNull();
    expect(await lastAuditedWriteOf(knex(), 'user', 702)).toBeNull();
  });

  it('when the log holds many rows, then the planner reads the first entry of the resource index, never every row', async () => {
    await knex().raw(
      `insert into audit_logs (action, success, resource, resource_id, user_id)
       select 'user_updated', n % 10 <> 0, 'user', (n % 500)::text, n from generate_series(1, 20000) as n`,
    );
    await knex().raw('analyze audit_logs');
    const plan = await knex().raw<{ rows: { 'QUERY PLAN': string }[] }>(
      `explain ${newestAuditedWriteQuery(knex(), 'user', 42).toString()}`,
    );
    const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');

    expect(lines).toContain('audit_logs_resource_writes');
    expect(lines).not.toContain('Seq Scan');
    expect(lines).not.toContain('Sort');
  });
});

import { API_PATHS, type AuditLogDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

async function auditLogs(query: string): Promise<AuditLogDto[]> {
  const response = await app()
    .http()
    .get(`${API_PATHS.adminAuditLogs}?${query}`)
    .set('Cookie', await as('owner@encore.test'));
  if (response.status !== 200) throw new Error(`audit-logs answered ${response.status}: ${response.text}`);
  return response.body as AuditLogDto[];
}

/** 45 entries written in one statement: they share one timestamp, so only the id orders them. */
async function writeEntries(action: string, count: number): Promise<void> {
  await app()
    .knex('audit_logs')
    .insert(
      Array.from({ length: count }, (_unused, index) => ({
        action,
        success: true,
        email: `paging-${index}@example.test`,
        details: JSON.stringify({ note: `entry ${index}` }),
      })),
    );
}

describe('activity log paging and search', () => {
  beforeAll(async () => {
    await writeEntries('paging_probe', 45);
  });

  it('when pages are read by keyset (before the last id), then they hold the same entries as offset pages, in order', async () => {
    const byOffset = [
      ...(await auditLogs('limit=20&offset=0&action=paging_probe')),
      ...(await auditLogs('limit=20&offset=20&action=paging_probe')),
      ...(await auditLogs('limit=20&offset=40&action=paging_probe')),
    ];
    const first = await auditLogs('limit=20&offset=0&action=paging_probe');
    const second = await auditLogs(`limit=20&offset=0&action=paging_probe&before=${first.at(-1)?.id}`);
    const third = await auditLogs(`limit=20&offset=0&action=paging_probe&before=${second.at(-1)?.id}`);
    const byKeyset = [...first, ...second, ...third];

    expect(byOffset).toHaveLength(45);
    expect(byKeyset.map((entry) => entry.id)).toEqual(byOffset.map((entry) => entry.id));
    expect(third).toHaveLength(5);
  });

  it('when a search text is given, then it finds it in the e-mail, the action or the details, whatever the case', async () => {
    expect((await auditLogs('limit=50&search=PAGING-7@example')).map((entry) => entry.email)).toEqual([
      'paging-7@example.test',
    ]);
    expect(await auditLogs('limit=50&search=Paging_Probe')).toHaveLength(45);
    expect((await auditLogs('limit=50&search=entry%2012')).map((entry) => entry.email)).toEqual([
      'paging-12@example.test',
    ]);
  });

  it('when a search would span two fields (the end of the e-mail and the action), then it matches nothing', async () => {
    expect(await auditLogs('limit=50&search=example.testpaging')).toEqual([]);
    expect(await auditLogs(`limit=50&search=${encodeURIComponent('test paging_probe')}`)).toEqual([]);
  });

  it('when before is not an entry id, then the answer is 400 naming before and nothing is read', async () => {
    const response = await app()
      .http()
      .get(`${API_PATHS.adminAuditLogs}?limit=20&before=abc`)
      .set('Cookie', await as('owner@encore.test'));

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ path: 'before' }] });
  });

  it('when the search has three characters or more, then the planner reads the trigram index, not every row', async () => {
    await app().knex.raw('SET enable_seqscan = off');
    try {
      const plan = await app().knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(
        `EXPLAIN SELECT id FROM audit_logs WHERE coalesce(email, '') || E'\\n' || action || E'\\n' || coalesce(details, '') ILIKE '%nobody-matches-this%'`,
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('audit_logs_search');
    } finally {
      await app().knex.raw('SET enable_seqscan = on');
    }
  });
});

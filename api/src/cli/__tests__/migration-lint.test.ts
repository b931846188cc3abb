import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { probeModules } from '../../platform/db/__tests__/probe-migrations';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const bin = (name: string): string => path.join(ROOT, 'node_modules', '.bin', name);

// Rendering boots an embedded database and runs the migrations through tsx: seconds on a busy machine.
jest.setTimeout(120_000);

interface SquawkViolation {
  file: string;
  rule_name: string;
}

/** Renders the modules' migrations as `npm run lint:migrations` does and answers Squawk's findings. */
async function lint(modules: string): Promise<{ file: string; rule: string }[]> {
  const rendered = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-migration-sql-'));
  let report: { stdout: string };
  try {
    await run(bin('tsx'), [path.join(ROOT, 'api/src/cli/migration-sql.ts'), rendered, modules], {
      cwd: ROOT,
    });
    // Squawk exits 1 when it finds something: its report is on stdout either way.
    report = await run(bin('squawk'), ['--pg-version=15', '--reporter=json', `${rendered}/*.sql`]).catch(
      (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
    );
  } finally {
    fs.rmSync(rendered, { recursive: true, force: true });
    fs.rmSync(modules, { recursive: true, force: true });
  }
  const violations: SquawkViolation[] = JSON.parse(report.stdout) as SquawkViolation[];
  return violations.map((violation) => ({ file: path.basename(violation.file), rule: violation.rule_name }));
}

describe('the migration lint', () => {
  it('when a migration builds an index on an existing table without CONCURRENTLY, then the lint names it, and the same index built concurrently outside a transaction passes', async () => {
    const modules = probeModules({
      '29990101000000_probe_big_table': `
        exports.up = (knex) => knex.schema.createTable('probe_big', (table) => {
          table.increments('id');
          table.text('kind');
          table.text('name');
        });
        exports.down = (knex) => knex.schema.dropTable('probe_big');`,
      '29990101000100_probe_locking_index': `
        exports.up = (knex) => knex.raw('create index probe_big_kind on probe_big (kind)');
        exports.down = (knex) => knex.raw('drop index probe_big_kind');`,
      '29990101000200_probe_concurrent_index': `
        exports.config = { transaction: false };
        exports.up = (knex) => knex.raw('create index concurrently if not exists probe_big_name on probe_big (name)');
        exports.down = (knex) => knex.raw('drop index concurrently if exists probe_big_name');`,
    });

    expect(await lint(modules)).toEqual([
      { file: '29990101000100_probe_locking_index.sql', rule: 'require-concurrent-index-creation' },
    ]);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findBinary } from './binaries.mjs';
import { dropDatabase, ensureDatabase } from './database.mjs';
import { databaseUrlOf } from './stack-options.mjs';

const USER_TABLES = `select schemaname as schema, tablename as table from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`;

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Row count of every table in the client's current snapshot, as `schema.table` -> count. */
async function countRows(client) {
  const counts = new Map();
  for (const { schema, table } of (await client.query(USER_TABLES)).rows) {
    const name = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
    const { rows } = await client.query(`select count(*)::bigint as count from ${name}`);
    counts.set(`${schema}.${table}`, Number(rows[0].count));
  }
  return counts;
}

/**
 * The backup and restore of docs/OPERATIONS.md, done for real: pg_dump (custom format) of a live
 * database, pg_restore into a new database, then the row count of every table compared. The source
 * is counted inside the very snapshot pg_dump copies (pg_export_snapshot), so rows the running
 * replicas write meanwhile (telemetry, sessions) cannot make the counts differ. The copy and the
 * dump file are removed afterwards. Returns the compared tables; throws on any difference.
 */
export async function checkBackupRestore({ serverUrl, database, log = console.log }) {
  const sourceUrl = databaseUrlOf(serverUrl, database);
  const copy = `bp_restore_${Date.now()}_${process.pid}`;
  const copyUrl = databaseUrlOf(serverUrl, copy);
  const directory = mkdtempSync(join(tmpdir(), 'bp-backup-'));
  const dumpFile = join(directory, `${database}.dump`);
  const source = new pg.Client({ connectionString: sourceUrl });
  try {
    await source.connect();
    await source.query('begin transaction isolation level repeatable read read only');
    const { rows } = await source.query('select pg_export_snapshot() as snapshot');
    await run(findBinary('pg_dump'), [
      '--format=custom',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${dumpFile}`,
      `--dbname=${sourceUrl}`,
    ]);
    const sourceCounts = await countRows(source);
    await source.query('commit');
    log(`pg_dump: ${database} -> ${dumpFile} (${statSync(dumpFile).size} bytes)`);

    await ensureDatabase(serverUrl, copy);
    await run(findBinary('pg_restore'), [
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${copyUrl}`,
      dumpFile,
    ]);
    log(`pg_restore: ${dumpFile} -> ${copy}`);
    const restored = new pg.Client({ connectionString: copyUrl });
    await restored.connect();
    const copyCounts = await countRows(restored).finally(() => restored.end());

    const tables = [...new Set([...sourceCounts.keys(), ...copyCounts.keys()])].sort().map((table) => ({
      table,
      source: sourceCounts.get(table) ?? null,
      restored: copyCounts.get(table) ?? null,
    }));
    if (tables.length === 0) throw new Error(`${database} holds no tables: nothing was checked`);
    const width = Math.max(...tables.map(({ table }) => table.length));
    log(`  ${'table'.padEnd(width)}  ${'dumped'.padStart(8)}  ${'restored'.padStart(8)}`);
    for (const { table, source: before, restored: after } of tables) {
      log(
        `  ${table.padEnd(width)}  ${String(before).padStart(8)}  ${String(after).padStart(8)}${before === after ? '' : '  DIFFERS'}`,
      );
    }
    const differing = tables.filter(({ source: before, restored: after }) => before !== after);
    if (differing.length > 0) {
      throw new Error(`restored row counts differ in ${differing.map(({ table }) => table).join(', ')}`);
    }
    log(`backup and restore check passed: ${tables.length} tables, every row count equal`);
    return tables;
  } finally {
    await source.end().catch(() => undefined);
    await dropDatabase(serverUrl, copy).catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * A "next release" of the API for the rolling-release benchmark: this checkout's build copied to its
 * own directory (api/dist and api/package.json, node_modules linked to this checkout's), with one more
 * expand migration than this checkout has: a nullable column on bookings and a backfill of every
 * booking in batches, each its own short transaction (api/src/modules/README.md, "Migrations: expand
 * and contract"). Named after every migration of this checkout, it is the newest, so this checkout's
 * code (the rollback) sees it as a newer release's and runs on its schema.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './bench-paths.mjs';

const RELEASE_MIGRATION_NAME = '20991231000000_bookings_bench_release_note';
/** The migration's session names itself so the lock sampler can tell its waits from the traffic's. */
export const RELEASE_MIGRATION_APPLICATION = 'bench-release-migration';
export const RELEASE_COLUMN = 'release_note';
const BACKFILL_BATCH = 2000;

/**
 * Compiled CommonJS, as tsc writes the checkout's migrations to api/dist. Outside a transaction (the
 * runner pins one session with lock_timeout 1s and statement_timeout 1h); each batch is a transaction
 * of its own on that session, so no lock on the rows it updates is held longer than one batch.
 */
const MIGRATION_SOURCE = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.config = { transaction: false };
exports.up = up;
exports.down = down;
const BATCH = ${BACKFILL_BATCH};
async function up(knex) {
  const started = Date.now();
  await knex.raw("set application_name = '${RELEASE_MIGRATION_APPLICATION}'");
  await knex.raw('alter table bookings add column if not exists ${RELEASE_COLUMN} text');
  let batches = 0;
  let rows = 0;
  // Up to the highest id when each pass starts: bookings written meanwhile are taken by the next pass.
  for (let from = 0; ; ) {
    const [{ highest }] = (await knex.raw('select coalesce(max(id), 0) as highest from bookings')).rows;
    if (from >= highest) break;
    for (; from < highest; from += BATCH) {
      const updated = await knex.transaction((trx) =>
        trx.raw(
          "update bookings set ${RELEASE_COLUMN} = 'booked as ' || title where id > ? and id <= ? and ${RELEASE_COLUMN} is null",
          [from, from + BATCH],
        ),
      );
      batches += 1;
      rows += updated.rowCount;
    }
  }
  // Every updated row left a dead version behind, and the triggers' tables one per booking too: reads
  // slow down until a vacuum takes them (autovacuum may be off, or far behind), so the backfill ends
  // with one. It blocks no read or write.
  await knex.raw('vacuum (analyze) bookings');
  await knex.raw('vacuum (analyze) booking_calendar_sequences');
  console.log(
    'backfill of ${RELEASE_COLUMN}: ' + rows + ' bookings in ' + batches + ' batches, then vacuumed, ' +
      ((Date.now() - started) / 1000).toFixed(1) + ' s',
  );
}
async function down(knex) {
  await knex.raw('alter table bookings drop column if exists ${RELEASE_COLUMN}');
}
`;

/** Builds the release directory; `remove()` deletes it. */
export function buildReleaseWithBackfill() {
  const directory = mkdtempSync(join(tmpdir(), 'bp-bench-release-'));
  copyApiBuild(directory);
  writeFileSync(
    join(directory, 'api/dist/modules/bookings/migrations', `${RELEASE_MIGRATION_NAME}.js`),
    MIGRATION_SOURCE,
  );
  return { directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

function copyApiBuild(directory) {
  cpSync(join(repositoryRoot, 'api/dist'), join(directory, 'api/dist'), { recursive: true });
  cpSync(join(repositoryRoot, 'api/package.json'), join(directory, 'api/package.json'));
  symlinkSync(join(repositoryRoot, 'node_modules'), join(directory, 'node_modules'));
  symlinkSync(join(repositoryRoot, 'api/node_modules'), join(directory, 'api/node_modules'));
}

import type { Knex } from 'knex';

/**
 * A performer's periods indexed by their whole span (a GiST index on the range from start to end;
 * ranges and their GiST operator class are built into PostgreSQL, the embedded database included).
 * A slot's lookup needs both ends: the index on (performer_id, starts_at) could only bound the start,
 * so the availability check walked every period that ever started before each asked slot (tens of
 * thousands after five years, once per asked date). The table holds a few hundred rows per
 * performer; the build takes its lock briefly, and gives up rather than queue behind a long write.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`set local lock_timeout = '10s'`);
  await knex.raw(
    'create index performer_unavailability_span on performer_unavailability using gist (tstzrange(starts_at, ends_at))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index performer_unavailability_span');
}

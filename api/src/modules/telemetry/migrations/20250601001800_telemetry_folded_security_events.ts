import type { Knex } from 'knex';

/**
 * The key repeated security events fold on: one unresolved row per event type, severity, client
 * address, e-mail and clock hour (UTC) of its first occurrence. Written out here and in the
 * upsert's ON CONFLICT, which must name the index's expressions exactly.
 */
const FOLD_KEY = `event_type, severity, coalesce(ip_address, ''), coalesce(email, ''),
  date_trunc('hour', timezone('UTC', "timestamp"))`;

/**
 * Repeated security events are folded into one row with a count: a flood of refused requests from
 * one client is one row per hour, not one per request, and every replica folds into the same row
 * (the database's unique index decides, not a process's memory). `timestamp` stays the first
 * occurrence, `last_seen` the latest, `occurrences` how many. Only unresolved rows fold: an event
 * that happens again after the owner resolved it is a new row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('security_events', (table) => {
    table.integer('occurrences').notNullable().defaultTo(1);
    table.timestamp('last_seen', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('update security_events set last_seen = "timestamp"');
  // Rows recorded before folding that share a key are folded into the first of them.
  await knex.raw(
    `with keyed as (
       select id, min(id) over (partition by ${FOLD_KEY}) as kept_id,
              count(*) over (partition by ${FOLD_KEY}) as occurrences,
              max("timestamp") over (partition by ${FOLD_KEY}) as last_seen
       from security_events where not resolved
     ),
     folded as (
       update security_events e set occurrences = keyed.occurrences, last_seen = keyed.last_seen
       from keyed where e.id = keyed.id and keyed.id = keyed.kept_id and keyed.occurrences > 1
     )
     delete from security_events e using keyed where e.id = keyed.id and keyed.id <> keyed.kept_id`,
  );
  await knex.raw(
    `create unique index security_events_fold on security_events (${FOLD_KEY}) where not resolved`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index security_events_fold');
  await knex.schema.alterTable('security_events', (table) => {
    table.dropColumn('last_seen');
    table.dropColumn('occurrences');
  });
}

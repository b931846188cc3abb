import type { Knex } from 'knex';

/** The tables counting the ceilings on what strangers write a minute (platform/db/minute-ceiling.ts). */
export type MinuteCeilingTable =
  | 'stranger_trail_window'
  | 'site_visit_ceiling_window'
  | 'login_attempt_ceiling_window'
  | 'rate_limit_ceiling_window';

/**
 * Opens a window of a minute ceiling that, for the test, lasts the hour whatever the machine's
 * speed, with `used` rows already counted in it: a test sending more than the ceiling "within the
 * minute" then finds the cut where the ceiling puts it, however slowly its requests go.
 */
export async function openCeilingForTheHour(knex: Knex, table: MinuteCeilingTable, used = 0): Promise<void> {
  await knex(table)
    .insert({ singleton: true, rows: used, windowEndsAt: knex.raw("now() + interval '1 hour'") })
    .onConflict('singleton')
    .merge();
}

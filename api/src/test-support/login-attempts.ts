import type { Knex } from 'knex';

export interface EarlierFailures {
  /** From the account's own browsers (a device cookie) rather than from strangers. */
  trusted?: boolean;
  /** How long ago the newest of them was; the others follow 3 minutes apart. Default 20. */
  newestMinutesAgo?: number;
}

/**
 * Failed sign-ins of `email` as they stand after some time, each from its own address. By default
 * they fall in the lockout's hour but outside the throttle's 15 minutes: over HTTP, 5 failures within
 * 15 minutes are answered 429, which never counts, so a lock's 10 cannot be reached by requests alone.
 */
export async function failedEarlier(
  knex: Knex,
  email: string,
  failures: number,
  { trusted = false, newestMinutesAgo = 20 }: EarlierFailures = {},
): Promise<void> {
  await knex('login_attempts').insert(
    Array.from({ length: failures }, (_, index) => ({
      email,
      ip: `198.51.100.${index + 1}`,
      success: false,
      trusted,
      createdAt: knex.raw(`now() - make_interval(mins => ?)`, [newestMinutesAgo + index * 3]),
    })),
  );
}

/** Whether the account is locked to strangers now. */
export async function isLocked(knex: Knex, email: string): Promise<boolean> {
  const row: { locked: boolean } | undefined = await knex('users')
    .first(knex.raw('coalesce(locked_until > now(), false) as "locked"'))
    .where({ email });
  return row?.locked ?? false;
}

/**
 * Opens a new window of the ceiling on rows strangers write a minute (telemetry's stranger-trail):
 * a test that reads a failed sign-in's e-mail, audit row or event after many failures within the
 * same minute finds them written whole, as a portal does outside a flood.
 */
export async function freshStrangerCeiling(knex: Knex): Promise<void> {
  await knex('stranger_trail_window').del();
}

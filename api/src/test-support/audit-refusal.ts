import type { Knex } from 'knex';

/**
 * Runs `work` while audit_logs refuses every new row of `action` (a check constraint NOT VALID, so
 * the rows already there stay): a write that commits together with its audit row must then fail and
 * leave nothing behind.
 */
export async function whileAuditRefuses(
  knex: Knex,
  action: string,
  work: () => Promise<void>,
): Promise<void> {
  if (!/^[a-z_]+$/.test(action)) throw new Error(`not an audit action: ${action}`);
  // DDL takes no bind parameters; the action is checked to be a plain word above.
  const constraint = `test_refuse_${action}`;
  await knex.raw(
    `alter table audit_logs add constraint ${constraint} check (action <> '${action}') not valid`,
  );
  try {
    await work();
  } finally {
    await knex.raw(`alter table audit_logs drop constraint ${constraint}`);
  }
}

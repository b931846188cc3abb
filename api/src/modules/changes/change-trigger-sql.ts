/** What the change counters' migrations write their triggers with (the same in each of them). */

/** One statement-level trigger per event: transition tables allow one event each. */
export const TRIGGER_EVENTS = [
  { event: 'insert', referencing: 'new table as new_rows' },
  { event: 'update', referencing: 'new table as new_rows old table as old_rows' },
  { event: 'delete', referencing: 'old table as old_rows' },
] as const;

/** A trigger argument is a string literal (the migrations' own constants, never input). */
export function quotedArgument(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function changeTriggerName(table: string, event: string): string {
  return `${table}_changes_${event}`;
}

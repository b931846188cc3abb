/** One field a dialog edits, as the "changed by a colleague" panel names it and reads its value. */
export interface EditedField<Values, Key extends keyof Values = keyof Values> {
  key: Key;
  /** How the field is named in a change line: 'Notes'. */
  label: string;
  /** The value as people read it: 'Dec 15, 2026', '7:00 PM', 'none'. */
  format: (value: Values[Key]) => string;
}

/** The fields a dialog edits, in the order its form shows them (each with its own value type). */
export type EditedFields<Values> = readonly {
  [Key in keyof Values]: EditedField<Values, Key>;
}[keyof Values][];

/** One changed field: 'Notes: none → Bring the stands', the way a booking's History reads a change. */
export interface FieldChangeLine {
  label: string;
  line: string;
}

/** Values are compared as stored (JSON), as the History compares them: '120' and 120 differ. */
function sameValue(first: unknown, second: unknown): boolean {
  return JSON.stringify(first) === JSON.stringify(second);
}

/** The edited fields `to` differs from `from` in, each as a change line. */
export function changedFieldLines<Values>(
  fields: EditedFields<Values>,
  from: Values,
  to: Values,
): FieldChangeLine[] {
  return fields
    .filter((field) => !sameValue(from[field.key], to[field.key]))
    .map((field) => ({
      label: field.label,
      line: `${field.label}: ${field.format(from[field.key])} → ${field.format(to[field.key])}`,
    }));
}

/**
 * 'Apply Mine on Top': the entity as it is now with only the fields I changed since I opened it set to
 * my values. What the colleague changed and I did not stays theirs.
 */
export function mineOverCurrent<Values>(
  fields: EditedFields<Values>,
  mine: Values,
  opened: Values,
  current: Values,
): Values {
  const merged = { ...current };
  for (const field of fields) {
    if (!sameValue(mine[field.key], opened[field.key])) merged[field.key] = mine[field.key];
  }
  return merged;
}

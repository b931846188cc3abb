import { ValidationError, type Schema } from 'yup';

/**
 * The first message `schema` gives for each of `fields` when it checks `value` (the contract's yup
 * schemas carry the spec's messages), for a form to show on those fields. Problems of other paths are
 * the form's own business and are left out.
 */
export function schemaFieldErrors<Field extends string>(
  schema: Schema,
  value: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  try {
    schema.validateSync(value, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const issue of error.inner) {
      const field = fields.find((candidate) => candidate === issue.path);
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  return errors;
}

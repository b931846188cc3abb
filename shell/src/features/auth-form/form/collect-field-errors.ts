import { ValidationError, type Schema } from 'yup';

/** The first message per field, keyed by the field's path. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Validates every field at once (abortEarly false) and keeps the first failing message of each,
 * so a form can show all its problems together instead of one per submit.
 */
export function collectFieldErrors(schema: Schema, values: unknown): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const errors: FieldErrors = {};
    for (const failure of failures) {
      const path = failure.path ?? '';
      if (errors[path] === undefined) errors[path] = failure.message;
    }
    return errors;
  }
}

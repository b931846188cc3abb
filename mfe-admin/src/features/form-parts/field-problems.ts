import { ValidationError, type Schema } from 'yup';
import { isTransportError } from '@booking-portal/shell/runtime';

/** The message shown under each field that has a problem. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** The field a problem's path (a schema's or the server's) is shown under, or null for none. */
export type FieldOfPath<Field extends string> = (path: string) => Field | null;

function firstPerField<Field extends string>(
  issues: readonly { path?: string | undefined; message: string }[],
  fieldOf: FieldOfPath<Field>,
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const { path, message } of issues) {
    const field = path === undefined ? null : fieldOf(path);
    if (field !== null && problems[field] === undefined) problems[field] = message;
  }
  return problems;
}

/**
 * A form's values with its blank fields left out: a field not filled in is missing, so the schema
 * names it as required ('Start date is required') rather than as badly formatted.
 */
function blanksAsMissing(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== ''));
}

/** The contract schema's first message for each field `value` breaks (the spec's own texts). */
export function schemaProblems<Field extends string>(
  schema: Schema,
  value: object,
  fieldOf: FieldOfPath<Field>,
): FieldProblems<Field> {
  try {
    schema.validateSync(blanksAsMissing(value), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return firstPerField(error.inner, fieldOf);
  }
}

/** The fields a refused write's 400 names (its `errors`, by path); none for any other failure. */
export function serverProblems<Field extends string>(
  error: unknown,
  fieldOf: FieldOfPath<Field>,
): FieldProblems<Field> {
  if (!isTransportError(error) || error.status !== 400) return {};
  return firstPerField(error.data?.errors ?? [], fieldOf);
}

export function hasProblems(problems: FieldProblems<string>): boolean {
  return Object.keys(problems).length > 0;
}

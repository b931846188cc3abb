import { useCallback, useState } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import { collectFieldErrors } from './collect-field-errors';

export interface SchemaValidation<Field extends string, Output> {
  /** Every current message, shown or not, for screens that reveal one for their own reasons. */
  errors: Partial<Record<Field, string>>;
  /** Messages to show now: a field's message appears once it was left or a submit was tried. */
  visibleErrors: Partial<Record<Field, string>>;
  /** Marks a field as visited (on blur) so its message shows. */
  touch: (field: Field) => void;
  /** Shows every message and returns the schema's cast values, or null when something is invalid. */
  validateForSubmit: () => Output | null;
}

/**
 * Runs a contract yup schema over the current form values on every render. Messages stay hidden
 * until the user has left a field or tried to submit, as people expect from a sign-in form.
 */
export function useSchemaValidation<Schema extends AnyObjectSchema, Field extends string>(
  schema: Schema,
  values: Record<Field, unknown>,
): SchemaValidation<Field, InferType<Schema>> {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitTried, setSubmitTried] = useState(false);

  const errors: Partial<Record<Field, string>> = collectFieldErrors(schema, values);
  const visibleErrors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(values) as Field[]) {
    const message = errors[field];
    if (message !== undefined && (submitTried || touched.has(field))) visibleErrors[field] = message;
  }
  const isValid = Object.keys(errors).length === 0;

  const touch = useCallback((field: Field) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  const validateForSubmit = (): InferType<Schema> | null => {
    setSubmitTried(true);
    if (!isValid) return null;
    return schema.validateSync(values, { abortEarly: false, stripUnknown: true }) as InferType<Schema>;
  };

  return { errors, visibleErrors, touch, validateForSubmit };
}

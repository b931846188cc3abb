import type { InferType, ISchema } from 'yup';

/**
 * Validates request input with a contract schema: every problem reported at once, unknown keys
 * dropped (so `role` or `id` in a body cannot mass-assign). A failure is a yup ValidationError,
 * which the error middleware turns into 400 `{ message, errors }`.
 */
export async function parseInput<Schema extends ISchema<unknown>>(
  schema: Schema,
  input: unknown,
): Promise<InferType<Schema>> {
  return schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
}

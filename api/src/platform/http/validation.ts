import { ArraySchema, ObjectSchema, StringSchema, ValidationError, type InferType, type ISchema } from 'yup';
import { textProblem } from './input-bounds';

function isObjectValue(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * yup 1.x answers two kinds of hostile input with a TypeError (a 500) instead of a validation
 * error: a key named like an Object.prototype member ('constructor', 'hasOwnProperty', a literal
 * '__proto__'), which its object schema looks up in a plain object and finds the inherited member;
 * and an object or array in a string field that trims or lowercases. This pass keeps only the keys
 * each object schema declares (stripUnknown drops the others anyway) and collects such values as
 * type errors, before yup sees the input. Text is held to the input limits (input-bounds.ts) here too,
 * which is what bounds query parameters: a NUL character, which PostgreSQL refuses, names its field.
 */
function screen(schema: unknown, value: unknown, path: string, problems: ValidationError[]): unknown {
  if (schema instanceof ObjectSchema && isObjectValue(value)) {
    const fields: Record<string, unknown> = schema.fields;
    const declared: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(fields, key))
        declared[key] = screen(fields[key], value[key], path ? `${path}.${key}` : key, problems);
    }
    return declared;
  }
  if (schema instanceof ArraySchema && Array.isArray(value)) {
    const items: unknown = schema.innerType;
    return value.map((item: unknown, index) => screen(items, item, `${path}[${index}]`, problems));
  }
  if (typeof value === 'string') {
    const problem = textProblem(value, path);
    if (problem) problems.push(new ValidationError(problem.message, value, path, 'limits'));
  }
  if (schema instanceof StringSchema && typeof value === 'object' && value !== null) {
    problems.push(
      new ValidationError(`${path || 'this'} must be a \`string\` type`, value, path, 'typeError'),
    );
  }
  return value;
}

/**
 * Validates request input with a contract schema: every problem reported at once, unknown keys
 * dropped (so `role` or `id` in a body cannot mass-assign). A failure is a yup ValidationError,
 * which the error middleware turns into 400 `{ message, errors }`.
 */
export async function parseInput<Schema extends ISchema<unknown>>(
  schema: Schema,
  input: unknown,
): Promise<InferType<Schema>> {
  const problems: ValidationError[] = [];
  const screened = screen(schema, input ?? {}, '', problems);
  if (problems.length > 0) throw new ValidationError(problems);
  return schema.validate(screened, { abortEarly: false, stripUnknown: true });
}

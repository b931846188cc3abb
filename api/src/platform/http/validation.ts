import {
  ArraySchema,
  NumberSchema,
  ObjectSchema,
  StringSchema,
  ValidationError,
  type InferType,
  type ISchema,
} from 'yup';
import { INPUT_LIMIT_MESSAGES, LARGEST_STORED_INTEGER } from '../../contract';
import { textProblem } from './input-bounds';

function isObjectValue(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const unboundedIntegers = new WeakMap<NumberSchema, boolean>();

/** An integer field without a maximum of its own: an id, a count, an offset, stored as an integer. */
function isUnboundedInteger(schema: NumberSchema): boolean {
  let unbounded = unboundedIntegers.get(schema);
  if (unbounded === undefined) {
    const tests = schema.describe().tests.map((test) => test.name);
    unbounded = tests.includes('integer') && !tests.includes('max');
    unboundedIntegers.set(schema, unbounded);
  }
  return unbounded;
}

/** The number a field receives, as sent or as query-string digits. */
function wholeNumberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value) ? Number(value) : null;
}

/**
 * yup 1.x answers two kinds of hostile input with a TypeError (a 500) instead of a validation
 * error: a key named like an Object.prototype member ('constructor', 'hasOwnProperty', a literal
 * '__proto__'), which its object schema looks up in a plain object and finds the inherited member;
 * and an object or array in a string field that trims or lowercases. This pass keeps only the keys
 * each object schema declares (stripUnknown drops the others anyway) and collects such values as
 * type errors, before yup sees the input. Text is held to the input limits (input-bounds.ts) here too,
 * which is what bounds query parameters: a NUL character, which PostgreSQL refuses, names its field.
 * So does an integer field without a maximum of its own given a number beyond PostgreSQL's integer,
 * which would otherwise fail in the query as a bare 'Invalid request'.
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
  if (schema instanceof NumberSchema && isUnboundedInteger(schema)) {
    const number = wholeNumberOf(value);
    if (number !== null && Math.abs(number) > LARGEST_STORED_INTEGER)
      problems.push(
        new ValidationError(
          INPUT_LIMIT_MESSAGES.integerTooLarge(path, LARGEST_STORED_INTEGER),
          value,
          path,
          'limits',
        ),
      );
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

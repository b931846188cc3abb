import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnySchema, ObjectSchema } from 'yup';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { readonly [keyword: string]: JsonValue };
type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** What the contract's yup schemas and the hand-written answer schemas have in common here. */
export type SchemaSource = AnySchema | JsonSchema;

function isYupSchema(source: SchemaSource): source is AnySchema {
  return typeof source === 'object' && '__isYupSchema__' in source;
}

/**
 * `default` is left out: yup's defaults are what the API fills in, not values a caller must send,
 * and an object's `{}` default would read as an example of a valid body.
 */
function withoutDefaults(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(withoutDefaults);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'default')
      .map(([key, inner]) => [key, withoutDefaults(inner)]),
  );
}

/** The JSON Schema of a contract schema (yup, as the API validates with it) or a hand-written one. */
export function jsonSchemaOf(source: SchemaSource): JsonSchema {
  if (!isYupSchema(source)) return source;
  return withoutDefaults(convertSchema(source) as JsonValue) as JsonSchema;
}

/** The properties of an object schema (yup or JSON), with which of them are required: a query's parameters. */
export function propertiesOf(source: ObjectSchema<object> | JsonSchema): {
  properties: Readonly<Record<string, JsonSchema>>;
  required: readonly string[];
} {
  const schema = jsonSchemaOf(source);
  const properties = (schema.properties ?? {}) as Readonly<Record<string, JsonSchema>>;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return { properties, required };
}

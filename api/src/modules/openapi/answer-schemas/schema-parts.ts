import type { JsonSchema } from '../json-schema';

/**
 * The pieces the answers' schemas are written with. The answers are written after the contract's DTO
 * types (api/src/contract/*.dto.ts): those are TypeScript only, so they are spelled here once more,
 * and every API test holds each to what the API really answers (test-support/checked-answers.ts): a
 * field the API adds or drops fails the test that sees it until it is written here.
 */

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: JsonSchema): JsonSchema => ({ oneOf: [schema, { type: 'null' }] });
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const oneOfValues = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });
export const constant = (value: string | boolean): JsonSchema => ({ const: value });

export const text: JsonSchema = { type: 'string' };
export const optionalText: JsonSchema = { type: ['string', 'null'] };
export const flag: JsonSchema = { type: 'boolean' };
export const id: JsonSchema = { type: 'integer', minimum: 1 };
export const optionalId: JsonSchema = { type: ['integer', 'null'] };
export const count: JsonSchema = { type: 'integer', minimum: 0 };
/** A measure that may have a fraction (milliseconds, megabytes, percents). */
export const amount: JsonSchema = { type: 'number', minimum: 0 };
export const isoTimestamp: JsonSchema = { type: 'string', format: 'date-time' };
export const calendarDate: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
export const clockTime: JsonSchema = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
export const minutes: JsonSchema = { type: 'integer', minimum: 15, maximum: 1440 };
export const role: JsonSchema = { type: 'string', enum: ['owner', 'super_admin', 'org_admin', 'user'] };
export const timeZone: JsonSchema = { type: 'string', description: 'An IANA time zone.' };

/** An item's date and time as shown: empty for an item whose booking was not found (its `error`). */
export const shownDate: JsonSchema = {
  type: 'string',
  pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
  description: "yyyy-MM-dd; '' when the item's booking was not found.",
};
export const shownTime: JsonSchema = {
  type: 'string',
  pattern: '^(([01]\\d|2[0-3]):[0-5]\\d)?$',
  description: "HH:mm; '' when the item's booking was not found.",
};

/** An object whose every listed field is present and which has no other. */
export function closedObject(
  properties: Record<string, JsonSchema>,
  optional: readonly string[] = [],
  description?: string,
): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  };
}

/** WallClockSpan (availability.dto.ts): yyyy-MM-dd and HH:mm, the end excluded. */
export const wallClockSpan = {
  startDate: calendarDate,
  startTime: clockTime,
  endDate: calendarDate,
  endTime: clockTime,
} as const;

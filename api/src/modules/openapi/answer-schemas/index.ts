import type { JsonSchema } from '../json-schema';
import { ACCOUNT_SCHEMAS } from './accounts';
import { AVAILABILITY_SCHEMAS } from './availability';
import { BOOKING_SCHEMAS } from './bookings';
import { CHANGE_SET_SCHEMAS } from './change-sets';
import { ERROR_SCHEMAS } from './errors';
import { ORG_SCHEMAS } from './org';
import { PERFORMER_SCHEDULE_SCHEMAS } from './performer-schedule';
import { PUBLIC_SCHEMAS } from './public-schedule';
import { ref } from './schema-parts';
import { TELEMETRY_SCHEMAS } from './telemetry';

/** Every answer's schema, by area: the document's `components.schemas`. */
export const ANSWER_SCHEMAS = {
  ...ERROR_SCHEMAS,
  ...ACCOUNT_SCHEMAS,
  ...ORG_SCHEMAS,
  ...BOOKING_SCHEMAS,
  ...AVAILABILITY_SCHEMAS,
  ...CHANGE_SET_SCHEMAS,
  ...PERFORMER_SCHEDULE_SCHEMAS,
  ...PUBLIC_SCHEMAS,
  ...TELEMETRY_SCHEMAS,
} as const satisfies Record<string, JsonSchema>;

export type AnswerSchemaName = keyof typeof ANSWER_SCHEMAS;

export const answerSchema = (name: AnswerSchemaName): JsonSchema => ref(name);
export const listOf = (name: AnswerSchemaName): JsonSchema => ({ type: 'array', items: ref(name) });
/** One of several answers (a read whose query picks its shape). */
export const eitherOf = (...names: AnswerSchemaName[]): JsonSchema => ({ oneOf: names.map(ref) });

import { BOOKING_STATUSES, ENSEMBLE_SIZES, ORGANIZATION_KINDS, PERMISSION_LEVELS } from '../../contract';
import type { JsonSchema } from './json-schema';

/**
 * The answers' schemas, written after the contract's DTO types (api/src/contract/*.dto.ts): those are
 * TypeScript only, so they are spelled here once more, and the documented-answers test holds each to
 * what the API really answers (a field the API adds or drops fails it until it is written here).
 */

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: JsonSchema): JsonSchema => ({ oneOf: [schema, { type: 'null' }] });
const text: JsonSchema = { type: 'string' };
const optionalText: JsonSchema = { type: ['string', 'null'] };
const id: JsonSchema = { type: 'integer', minimum: 1 };
const optionalId: JsonSchema = { type: ['integer', 'null'] };
const isoTimestamp: JsonSchema = { type: 'string', format: 'date-time' };
const calendarDate: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const clockTime: JsonSchema = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
const role: JsonSchema = { type: 'string', enum: ['owner', 'super_admin', 'org_admin', 'user'] };

/** An object whose every listed field is present and which has no other. */
function closedObject(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  };
}

const wallClockSpan = {
  startDate: calendarDate,
  startTime: clockTime,
  endDate: calendarDate,
  endTime: clockTime,
};

export const ANSWER_SCHEMAS = {
  /** ErrorBody (dto.ts): every 4xx and 5xx. */
  Error: closedObject(
    {
      message: text,
      errors: {
        type: 'array',
        description: 'One entry per refused field; `path` names the field.',
        items: closedObject({ path: text, message: text }),
      },
      reason: { type: 'string', description: 'On a 401 to a session that ended: why (SessionEndReason).' },
    },
    ['errors', 'reason'],
  ),
  /** StaleWriteBody (stale-write.ts): a 412 to a write whose If-Match is no longer the entity's tag. */
  StaleWrite: closedObject({
    message: text,
    current: {
      description: 'The entity as it is now (its tag is the ETag header); null when deleted since.',
    },
    changedBy: nullable(closedObject({ userId: optionalId, name: text, organization: optionalText })),
    changedAt: nullable(isoTimestamp),
  }),
  /** 409 of a write that conflicts: the message, and the availability problems of a blocked booking write. */
  Conflict: {
    type: 'object',
    properties: { message: text, conflicts: { type: 'array', items: ref('AvailabilityProblem') } },
    required: ['message'],
  },
  AvailabilityProblem: {
    type: 'object',
    description: "AvailabilityProblemDto: kind 'booked', 'unavailable' or 'closed', each with a description.",
    properties: { kind: { type: 'string', enum: ['booked', 'unavailable', 'closed'] }, description: text },
    required: ['kind', 'description'],
  },
  AdminPermission: closedObject({
    id,
    userId: id,
    permissionLevel: { type: 'string', enum: [...PERMISSION_LEVELS] },
    organizationId: optionalId,
    grantedBy: optionalId,
    grantedAt: isoTimestamp,
  }),
  /** OrganizationDto (org.dto.ts). */
  Organization: closedObject({
    id,
    name: text,
    slug: text,
    logo: optionalText,
    kind: { type: 'string', enum: [...ORGANIZATION_KINDS] },
    timeZone: { type: 'string', description: 'IANA time zone of its wall-clock booking times.' },
  }),
  /** PublicPerformerDto (public-schedule.dto.ts). */
  PublicPerformer: closedObject({
    name: text,
    instruments: { type: 'array', items: text },
    image: optionalText,
    bio: optionalText,
  }),
  /** PublicBookingDto (public-schedule.dto.ts): what a guest may see of a confirmed booking. */
  PublicBooking: closedObject({
    id,
    date: calendarDate,
    startTime: clockTime,
    endTime: clockTime,
    department: optionalText,
    performers: { type: 'array', items: ref('PublicPerformer') },
  }),
  /** PublicVenueDto (public-schedule.dto.ts). */
  PublicVenue: closedObject({ name: text, timeZone: text }),
  /** ManagedUserDto (org.dto.ts): a row of User Management. */
  ManagedUser: closedObject({
    id,
    username: text,
    email: text,
    organizationId: optionalId,
    department: optionalText,
    firebaseUid: optionalText,
    isPending: { type: 'boolean' },
    role,
    adminPermissions: { type: 'array', items: ref('AdminPermission') },
    invitationSentAt: nullable(isoTimestamp),
    disabledAt: nullable(isoTimestamp),
  }),
  /** DepartmentDto (org.dto.ts); `bookingCount` and `userCount` are left out with `?counts=none`. */
  Department: closedObject(
    {
      id,
      name: text,
      color: optionalText,
      organizationId: id,
      createdAt: isoTimestamp,
      updatedAt: isoTimestamp,
      bookingCount: { type: 'integer', minimum: 0 },
      userCount: { type: 'integer', minimum: 0 },
    },
    ['bookingCount', 'userCount'],
  ),
  /** PerformerDto (org.dto.ts); `email` is null for the roles that do not manage performers. */
  Performer: closedObject({
    id,
    name: text,
    instruments: { type: 'array', items: text },
    profilePicture: optionalText,
    bio: optionalText,
    organizationId: optionalId,
    email: optionalText,
    sendBookingNotices: { type: 'boolean' },
    createdAt: isoTimestamp,
  }),
  BookingPerformer: closedObject({
    performerId: id,
    name: text,
    instrument: text,
    instruments: { type: 'array', items: text },
    profilePicture: optionalText,
  }),
  /** BookingDto (booking.dto.ts). */
  Booking: closedObject(
    {
      id,
      title: text,
      date: calendarDate,
      time: clockTime,
      duration: { type: 'integer', minimum: 15, maximum: 1440 },
      notes: optionalText,
      department: optionalText,
      ensemble: { enum: [...Object.keys(ENSEMBLE_SIZES), null] },
      status: { type: 'string', enum: [...BOOKING_STATUSES] },
      userId: optionalId,
      organizationId: optionalId,
      performerData: {
        type: ['string', 'null'],
        description: 'JSON text of [{ performerId, instrument, name }].',
      },
      performers: { type: 'array', items: ref('BookingPerformer') },
      startTime: clockTime,
      endTime: clockTime,
      createdAt: isoTimestamp,
      updatedAt: isoTimestamp,
      version: {
        type: 'string',
        description: "The booking's ETag: send it as If-Match to write from this copy.",
      },
    },
    ['version'],
  ),
  /** VenueClosureDto (availability.dto.ts). */
  VenueClosure: closedObject({
    ...wallClockSpan,
    id,
    organizationId: id,
    departmentId: optionalId,
    department: optionalText,
    reason: text,
    timeZone: text,
    createdAt: isoTimestamp,
  }),
} as const satisfies Record<string, JsonSchema>;

export type AnswerSchemaName = keyof typeof ANSWER_SCHEMAS;

export const answerSchema = (name: AnswerSchemaName): JsonSchema => ref(name);
export const listOf = (name: AnswerSchemaName): JsonSchema => ({ type: 'array', items: ref(name) });

import moment from 'moment';
import * as yup from 'yup';
import type {
  ClosureCoverageQuery,
  PerformerUnavailabilityInput,
  VenueClosureInput,
} from './availability.dto';
import { AVAILABILITY_SHAPES } from './availability.dto';
import { AVAILABILITY_VALIDATION_MESSAGES as A } from './availability.messages';
import { BOOKING_ERROR_MESSAGES as E, BOOKING_VALIDATION_MESSAGES as M } from './booking-validation.messages';
import { bookingDateSchema, isValidCalendarDate, MAX_TARGET_DATES } from './booking.schema';
import { LARGEST_STORED_INTEGER } from './messages';

const NO_ANGLE_BRACKETS = /^[^<>]*$/;
const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
/** The longest unavailable period or closure. */
const MAX_PERIOD_DAYS = 366;

const spanTimeSchema = yup.string().trim().required(M.timeFormat).matches(TIME_FORMAT, M.timeFormat);

function minutesOf(date: string, time: string): number {
  return moment.utc(`${date}T${time}`, 'YYYY-MM-DDTHH:mm', true).valueOf() / 60_000;
}

/** A span's date: an empty one is only 'required', not also badly formatted. */
function spanDateSchema(requiredMessage: string) {
  return yup
    .string()
    .trim()
    .required(requiredMessage)
    .matches(DATE_FORMAT, { message: M.dateFormat, excludeEmptyString: true })
    .test(
      'valid-date',
      M.dateInvalid,
      (value) => !value || !DATE_FORMAT.test(value) || isValidCalendarDate(value),
    );
}

/** Start and end as wall-clock date and time; the end excluded, after the start, at most 366 days later. */
const spanFields = {
  startDate: spanDateSchema(A.startDateRequired),
  startTime: spanTimeSchema,
  endDate: spanDateSchema(A.endDateRequired),
  endTime: spanTimeSchema
    .test('start-before-end', A.startBeforeEnd, function startBeforeEnd(endTime) {
      const { startDate, startTime, endDate } = this.parent as Record<string, string | undefined>;
      if (!startDate || !startTime || !endDate || !endTime) return true;
      const start = minutesOf(startDate, startTime);
      const end = minutesOf(endDate, endTime);
      if (Number.isNaN(start) || Number.isNaN(end)) return true;
      return end > start;
    })
    .test('span-length', A.spanTooLong, function spanLength(endTime) {
      const { startDate, startTime, endDate } = this.parent as Record<string, string | undefined>;
      if (!startDate || !startTime || !endDate || !endTime) return true;
      const length = minutesOf(endDate, endTime) - minutesOf(startDate, startTime);
      return Number.isNaN(length) || length <= MAX_PERIOD_DAYS * 24 * 60;
    }),
};

const reasonText = yup.string().trim().max(200, A.reasonTooLong).matches(NO_ANGLE_BRACKETS, A.reasonHasHtml);

export const performerUnavailabilitySchema: yup.ObjectSchema<PerformerUnavailabilityInput> = yup
  .object({
    ...spanFields,
    reason: reasonText
      .nullable()
      .transform((value: string | null) => (value === '' ? null : value))
      .optional(),
  })
  .noUnknown()
  .strict(false);

export const venueClosureSchema: yup.ObjectSchema<VenueClosureInput> = yup
  .object({
    ...spanFields,
    departmentId: yup
      .number()
      .typeError(A.departmentNotInOrganization)
      .integer(A.departmentNotInOrganization)
      .min(1, A.departmentNotInOrganization)
      .max(LARGEST_STORED_INTEGER, A.departmentNotInOrganization)
      .nullable()
      .optional(),
    reason: reasonText.required(A.reasonRequired),
  })
  .noUnknown()
  .strict(false);

/** GET .../closures/covered-bookings: a closure's span and venue, checked as its POST checks them. */
export const closureCoverageQuerySchema: yup.ObjectSchema<ClosureCoverageQuery> = venueClosureSchema.omit([
  'reason',
]);

/** The comma-separated dates of the availability check, as a list (blank entries dropped). */
function datesOfText(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  return original
    .split(',')
    .map((date) => date.trim())
    .filter((date) => date !== '');
}

/**
 * GET /api/availability (AvailabilityQuery): one slot on 1 to 60 dates. The department is checked
 * against the organization's departments by the server.
 */
export const availabilityQuerySchema = yup.object({
  organizationId: yup
    .number()
    .typeError(E.organizationRequired)
    .required(E.organizationRequired)
    .integer(E.organizationRequired)
    .positive(E.organizationRequired),
  department: yup
    .string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .max(100, M.departmentTooLong)
    .optional(),
  dates: yup
    .array()
    .of(bookingDateSchema)
    .transform(datesOfText)
    .typeError(A.datesRequired)
    .required(A.datesRequired)
    .min(1, A.datesRequired)
    .max(MAX_TARGET_DATES, A.tooManyDates),
  time: spanTimeSchema,
  duration: yup
    .number()
    .typeError(M.durationWhole)
    .required(M.durationWhole)
    .integer(M.durationWhole)
    .min(15, M.durationMin)
    .max(1440, M.durationMax),
  excludeBookingId: yup
    .number()
    .typeError(A.excludeBookingInvalid)
    .integer(A.excludeBookingInvalid)
    .positive(A.excludeBookingInvalid)
    .optional(),
  shape: yup.string().oneOf(AVAILABILITY_SHAPES, A.shapeInvalid).optional(),
});

export type AvailabilityQueryInput = yup.InferType<typeof availabilityQuerySchema>;

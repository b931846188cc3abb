import moment from 'moment';
import * as yup from 'yup';
import type { PerformerUnavailabilityInput, VenueClosureInput } from './availability.dto';
import { AVAILABILITY_VALIDATION_MESSAGES as A } from './availability.messages';
import { BOOKING_VALIDATION_MESSAGES as M } from './booking.messages';
import { bookingDateSchema } from './booking.schema';
import { LARGEST_STORED_INTEGER } from './messages';

const NO_ANGLE_BRACKETS = /^[^<>]*$/;
const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The longest unavailable period or closure. */
export const MAX_PERIOD_DAYS = 366;

const spanTimeSchema = yup.string().trim().required(M.timeFormat).matches(TIME_FORMAT, M.timeFormat);

function minutesOf(date: string, time: string): number {
  return moment.utc(`${date}T${time}`, 'YYYY-MM-DDTHH:mm', true).valueOf() / 60_000;
}

/** Start and end as wall-clock date and time; the end excluded, after the start, at most 366 days later. */
const spanFields = {
  startDate: bookingDateSchema.clone().required(A.startDateRequired),
  startTime: spanTimeSchema,
  endDate: bookingDateSchema.clone().required(A.endDateRequired),
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

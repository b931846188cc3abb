import moment from 'moment';
import * as yup from 'yup';
import { ENSEMBLE_SIZES, type Ensemble } from './catalog';
import { BOOKING_STATUSES, CONFLICT_POLICIES, type BookingStatus, type ConflictPolicy } from './booking.dto';
import { BOOKING_ERROR_MESSAGES as E, BOOKING_VALIDATION_MESSAGES as M } from './booking-validation.messages';
import { LARGEST_STORED_INTEGER, ORG_VALIDATION_MESSAGES as O } from './messages';
import { durationBetween } from './booking.time';

const NO_ANGLE_BRACKETS = /^[^<>]*$/;
const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The booking form offers Solo to Quartet (docs/PRODUCT.md section 5). */
export const FORM_ENSEMBLES = ['Solo', 'Duo', 'Trio', 'Quartet'] as const satisfies readonly Ensemble[];
/** The advanced duplicate also offers Quintet and 'No ensemble' (stored as null; docs/ARCHITECTURE.md section 7). */
export const DUPLICATE_ENSEMBLES = [...FORM_ENSEMBLES, 'Quintet'] as const satisfies readonly Ensemble[];
const STORED_ENSEMBLES = Object.keys(ENSEMBLE_SIZES) as Ensemble[];
/** How many dates one duplicate or recurring request may create. */
export const MAX_TARGET_DATES = 60;

export function isValidCalendarDate(value: string): boolean {
  return DATE_FORMAT.test(value) && moment(value, 'YYYY-MM-DD', true).isValid();
}

const titleSchema = yup
  .string()
  .trim()
  .required(M.titleRequired)
  .max(200, M.titleTooLong)
  .matches(NO_ANGLE_BRACKETS, M.titleHasHtml);

export const bookingDateSchema = yup
  .string()
  .trim()
  .required(M.dateFormat)
  .matches(DATE_FORMAT, M.dateFormat)
  .test('valid-date', M.dateInvalid, (value) => value === undefined || isValidCalendarDate(value));

const timeSchema = yup.string().trim().required(M.timeFormat).matches(TIME_FORMAT, M.timeFormat);

const durationSchema = yup
  .number()
  .typeError(M.durationWhole)
  .required(M.durationWhole)
  .integer(M.durationWhole)
  .min(15, M.durationMin)
  .max(1440, M.durationMax);

const notesSchema = yup
  .string()
  .nullable()
  .transform((value: string | null) => (value === '' ? null : value))
  .max(1000, M.notesTooLong);

const departmentSchema = yup
  .string()
  .trim()
  .nullable()
  .transform((value: string | null) => (value === '' ? null : value))
  .max(100, M.departmentTooLong);

function ensembleSchema(allowed: readonly Ensemble[], message: string) {
  return yup
    .string<Ensemble>()
    .nullable()
    .transform((value: string | null) => (value === '' || value === 'none' ? null : value))
    .oneOf([...allowed, null], message);
}

/**
 * The form sends userId as an empty string and the server takes the author from the session
 * (docs/ARCHITECTURE.md section 7); a supplied value is still held to the spec's length limit, then ignored.
 */
const userIdSchema = yup
  .string()
  .transform((value: unknown) => (typeof value === 'number' ? String(value) : value))
  .max(100, M.userIdTooLong)
  .optional();

/** docs/PRODUCT.md section 5: 'Instrument name must be less than 50 characters'. */
const INSTRUMENT_MAX_LENGTH = 50;

/** A performerId the API can look up: a positive whole number, sent as a number or as digits. */
function isPossiblePerformerId(value: unknown): boolean {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= LARGEST_STORED_INTEGER;
}

/**
 * Whether an entry names a performer at all (docs/PRODUCT.md section 3): entries without both a performer and
 * an instrument, and a performerId of 'none', are ignored, so no rule applies to them.
 */
function namesPerformer(performerId: unknown, instrument: unknown): boolean {
  const present = performerId !== undefined && performerId !== null && performerId !== '';
  return present && performerId !== 'none' && typeof instrument === 'string' && instrument.trim() !== '';
}

/** The first rule an entry of a performerData list breaks, or null. */
function performerEntriesProblem(list: unknown): string | null {
  if (!Array.isArray(list)) return null;
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const performerId: unknown = Reflect.get(entry, 'performerId');
    const instrument: unknown = Reflect.get(entry, 'instrument');
    if (!namesPerformer(performerId, instrument)) continue;
    if (!isPossiblePerformerId(performerId)) return E.unknownPerformer;
    if (String(instrument).trim().length > INSTRUMENT_MAX_LENGTH) return O.instrumentTooLong;
  }
  return null;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const performerDataSchema = yup
  .string()
  .nullable()
  .transform((value: string | null) => (value === '' ? null : value))
  .max(5000, M.performerDataTooLarge)
  .test('json', M.performerDataInvalidJson, (value) => {
    if (value === null || value === undefined) return true;
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  })
  .test('performer-entries', function performerEntries(value) {
    if (value === null || value === undefined) return true;
    const problem = performerEntriesProblem(parsedJson(value));
    return problem === null || this.createError({ message: problem });
  });

const statusSchema = yup.string<BookingStatus>().oneOf(BOOKING_STATUSES, M.statusInvalid);

const organizationIdSchema = yup.number().integer().positive().nullable();

/**
 * 'Notify performers: affected / none' of the booking form, the bulk actions and the duplicate
 * dialogs: whether the write's performers hear of it in their next digest (absent: affected).
 */
const NOTIFY_PERFORMERS = ['affected', 'none'] as const;
export type NotifyPerformers = (typeof NOTIFY_PERFORMERS)[number];

export const notifyPerformersSchema = yup
  .string<NotifyPerformers>()
  .typeError(E.notifyPerformersInvalid)
  .oneOf(NOTIFY_PERFORMERS, E.notifyPerformersInvalid)
  .optional();

/** POST /api/bookings (docs/PRODUCT.md section 5, Booking data rules). */
export const bookingCreateSchema = yup.object({
  title: titleSchema,
  date: bookingDateSchema,
  time: timeSchema,
  duration: durationSchema,
  notes: notesSchema.default(null),
  department: departmentSchema.default(null),
  ensemble: ensembleSchema(STORED_ENSEMBLES, M.ensembleInvalid).default(null),
  userId: userIdSchema,
  organizationId: organizationIdSchema.default(null),
  status: statusSchema.default('confirmed'),
  performerData: performerDataSchema.default(null),
  notifyPerformers: notifyPerformersSchema,
});

/**
 * PATCH /api/bookings/{id}: every field optional (a move sends date and maybe time, a status change
 * sends status, a full edit sends everything plus userId).
 */
export const bookingUpdateSchema = yup.object({
  title: titleSchema.optional().default(undefined),
  date: bookingDateSchema.optional().default(undefined),
  time: timeSchema.optional().default(undefined),
  duration: durationSchema.optional().default(undefined),
  notes: notesSchema.optional(),
  department: departmentSchema.optional(),
  ensemble: ensembleSchema(STORED_ENSEMBLES, M.ensembleInvalid).optional(),
  userId: userIdSchema,
  status: statusSchema.optional(),
  performerData: performerDataSchema.optional(),
  notifyPerformers: notifyPerformersSchema,
});

/**
 * Where a bulk move (POST /api/change-sets, action 'move') puts every booking it lists: a new date,
 * a new start and/or another department; what is left out stays as each booking has it.
 */
export const bookingMoveSchema = yup
  .object({
    date: bookingDateSchema.optional().default(undefined),
    time: timeSchema.optional().default(undefined),
    department: yup
      .string()
      .trim()
      .transform((value: string | null) => (value === '' || value === null ? undefined : value))
      .max(100, M.departmentTooLong)
      .optional()
      .default(undefined),
  })
  .default(undefined);

export type BookingMoveTarget = NonNullable<yup.InferType<typeof bookingMoveSchema>>;

/** DELETE /api/bookings/{id}?notifyPerformers=none: the only thing a delete is told. */
export const bookingDeleteQuerySchema = yup.object({
  notifyPerformers: notifyPerformersSchema,
});

const targetDatesSchema = yup
  .array()
  .of(bookingDateSchema)
  .required(M.targetDatesRequired)
  .min(1, M.targetDatesRequired)
  .max(MAX_TARGET_DATES, M.tooManyTargetDates);

/**
 * POST /api/bookings/{id}/duplicate. Quick: { targetDates, keepPerformers }. Advanced: the docs/PRODUCT.md
 * section 7 fields; any of title, time, duration, department, ensemble, notes present overrides the
 * original's value. selectedPerformers is a performerData-shaped list ('none' entries dropped).
 */
export const bookingDuplicateSchema = yup.object({
  targetDates: targetDatesSchema,
  keepPerformers: yup.boolean().optional(),
  title: titleSchema.optional().default(undefined),
  time: timeSchema.optional().default(undefined),
  duration: durationSchema.optional().default(undefined),
  department: departmentSchema.optional(),
  ensemble: ensembleSchema(STORED_ENSEMBLES, M.ensembleInvalidForDuplicate).optional(),
  notes: notesSchema.optional(),
  keepOriginalPerformers: yup.boolean().optional(),
  leavePerformersBlank: yup.boolean().optional(),
  selectedPerformers: yup
    .array()
    .of(
      yup.object({
        performerId: yup
          .mixed<number | string>()
          .required()
          .test('possible-performer', E.unknownPerformer, function possiblePerformer(value) {
            const instrument: unknown = Reflect.get(this.parent as object, 'instrument');
            return !namesPerformer(value, instrument) || isPossiblePerformerId(value);
          }),
        instrument: yup.string().trim().max(INSTRUMENT_MAX_LENGTH, O.instrumentTooLong).default(''),
        name: yup.string().max(100).optional(),
      }),
    )
    .optional(),
  notifyPerformers: notifyPerformersSchema,
});

/** GET /api/bookings and /api/bookings.csv (docs/ARCHITECTURE.md section 4). */
export const bookingListQuerySchema = yup.object({
  from: bookingDateSchema.optional().default(undefined),
  to: bookingDateSchema.optional().default(undefined),
  organizationId: yup.number().integer().positive().optional(),
  department: yup
    .array()
    .of(yup.string().trim().required().max(100))
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? [original] : (value as string[] | undefined),
    )
    .optional(),
  status: statusSchema.optional(),
});

/** PUT /api/booking-policies/{organizationId}. */
export const bookingPolicySchema = yup.object({
  conflictPolicy: yup.string<ConflictPolicy>().required().oneOf(CONFLICT_POLICIES),
});

/** The booking form dialog's own checks (docs/PRODUCT.md section 5, Booking form); see the form for performers. */
export function bookingFormSchema(departmentsAvailable: boolean) {
  return yup.object({
    date: yup.string().required(M.dateRequired),
    startTime: yup.string().required(M.startTimeRequired),
    endTime: yup
      .string()
      .required(M.endTimeRequired)
      .test('after-start', M.endAfterStart, function endAfterStart(value) {
        const start = (this.parent as { startTime?: string }).startTime;
        return !value || !start || durationBetween(start, value) > 0;
      }),
    department: departmentsAvailable
      ? yup.string().trim().required(M.departmentRequired)
      : yup.string().nullable().optional(),
    status: statusSchema.required(),
    ensemble: ensembleSchema(FORM_ENSEMBLES, M.ensembleInvalid).required(M.ensembleInvalid),
    notes: notesSchema.optional(),
  });
}

/** The advanced duplicate dialog's own checks (docs/PRODUCT.md section 5, Advanced duplicate). */
export const advancedDuplicateFormSchema = yup.object({
  targetDates: yup.array().of(yup.string().required()).min(1, M.targetDatesRequired).required(),
  title: yup.string().trim().required(M.titleRequired),
  time: yup.string().trim().required(M.duplicateTimeRequired),
  duration: yup.number().typeError(M.duplicateDurationMin).min(1, M.duplicateDurationMin).required(),
});

export type BookingCreateInput = yup.InferType<typeof bookingCreateSchema>;
export type BookingUpdateInput = yup.InferType<typeof bookingUpdateSchema>;
export type BookingDuplicateInput = yup.InferType<typeof bookingDuplicateSchema>;
export type BookingListQueryInput = yup.InferType<typeof bookingListQuerySchema>;

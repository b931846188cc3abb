/**
 * The browser-safe contract of the Booking Portal API: DTO types, yup schemas carrying the
 * spec's messages, route paths and constants. Used by the API's validation and by every form.
 * Changes here are additive: an older remote must keep working against a newer API.
 */
export * from './roles';
export * from './dto';
export * from './messages';
export * from './paths';
export * from './auth.schema';
export * from './screen-access';
export * from './catalog';
export * from './org.schema';
export * from './org.dto';
export * from './department.messages';
export * from './org.constants';
export * from './booking.dto';
export * from './booking.messages';
export * from './booking-validation.messages';
export * from './booking.schema';
export * from './booking.time';
export * from './calendar-days';
export * from './instrument-icons';
export * from './telemetry.dto';
export * from './public-schedule.dto';
export * from './availability.dto';
export * from './availability.messages';
export * from './availability.schema';
export * from './availability.limits';
export * from './change-set.dto';
export * from './change-set.messages';
export * from './change-set.schema';
export * from './change-set.fields';
export * from './date-time.format';
export * from './session-end';
export * from './stale-write';
export * from './change-stream.dto';

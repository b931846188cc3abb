import type { JsonSchema } from '../json-schema';
import { arrayOf, calendarDate, clockTime, closedObject, id, optionalText, ref, text } from './schema-parts';

/** What a guest may see (public-schedule.dto.ts), and the probes. */
export const PUBLIC_SCHEMAS = {
  /** PublicPerformerDto (public-schedule.dto.ts). */
  PublicPerformer: closedObject({
    name: text,
    instruments: arrayOf(text),
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
    performers: arrayOf(ref('PublicPerformer')),
  }),
  /** PublicVenueDto (public-schedule.dto.ts). */
  PublicVenue: closedObject({ name: text, timeZone: text }),
  /** GET /healthz and GET /readyz (platform/http/health.routes.ts). */
  Probe: closedObject({ status: { type: 'string', enum: ['ok', 'ready'] } }),
} as const satisfies Record<string, JsonSchema>;

/**
 * How much of a performer's unavailability and an organization's closures may be ahead at once:
 * what one caller can make the server store. Ended periods and closures do not count.
 */
export const MAX_CURRENT_UNAVAILABLE_PERIODS = 200;
export const MAX_UPCOMING_CLOSURES = 500;

/** The 400 answers of a write past those limits. */
export const AVAILABILITY_LIMIT_MESSAGES = {
  tooManyPeriods: `A performer cannot have more than ${MAX_CURRENT_UNAVAILABLE_PERIODS} current unavailable periods`,
  tooManyClosures: `An organization cannot have more than ${MAX_UPCOMING_CLOSURES} upcoming closures`,
} as const;

import {
  durationBetween,
  isValidCalendarDate,
  MAX_TARGET_DATES,
  type CompactAvailabilityQuery,
} from '@booking-portal/api/contract';

/** The slot a dialog is about to book, as its fields hold it. */
export interface AvailabilitySlot {
  organizationId: number | null;
  /** '' or null: no department. */
  department: string | null;
  /** The chosen dates, yyyy-MM-dd; empty and invalid entries are left out. */
  dates: readonly string[];
  /** The start time, 'HH:mm' (00:00 to 23:59). */
  time: string;
  /** Minutes. */
  duration: number;
  /** The booking being edited or duplicated: it does not stand in its own way. */
  excludeBookingId?: number;
}

/** What the check can ask: the query, nothing yet (the slot is not complete), or too many dates to ask at once. */
export type SlotQuery =
  { kind: 'ready'; query: CompactAvailabilityQuery } | { kind: 'incomplete' } | { kind: 'tooManyDates' };

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const MIN_DURATION = 15;
const MAX_DURATION = 24 * 60;

/** The minutes from a form's start time to its end time ('24:00' is midnight), or 0 when either is unset. */
export function durationOfTimes(startTime: string, endTime: string): number {
  return startTime === '' || endTime === '' ? 0 : durationBetween(startTime, endTime);
}

/**
 * The availability query of a slot once it is complete: an organization, at least one valid date, a
 * start time and a duration the server accepts (15 to 1440 minutes).
 */
export function slotQueryOf(slot: AvailabilitySlot): SlotQuery {
  const dates = [...new Set(slot.dates.filter(isValidCalendarDate))].sort();
  const timeChosen = TIME_OF_DAY.test(slot.time);
  const durationAccepted =
    Number.isInteger(slot.duration) && slot.duration >= MIN_DURATION && slot.duration <= MAX_DURATION;
  if (slot.organizationId === null || dates.length === 0 || !timeChosen || !durationAccepted) {
    return { kind: 'incomplete' };
  }
  if (dates.length > MAX_TARGET_DATES) return { kind: 'tooManyDates' };
  const department = slot.department?.trim() ?? '';
  return {
    kind: 'ready',
    query: {
      organizationId: slot.organizationId,
      ...(department === '' ? {} : { department }),
      dates: dates.join(','),
      time: slot.time,
      duration: slot.duration,
      ...(slot.excludeBookingId === undefined ? {} : { excludeBookingId: slot.excludeBookingId }),
      shape: 'compact',
    },
  };
}

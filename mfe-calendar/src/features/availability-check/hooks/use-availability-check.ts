import type { CompactAvailabilityQuery } from '@booking-portal/api/contract';
import { useCheckAvailabilityQuery, useVenueTimeZones } from '../../bookings';
import { NO_FINDINGS, type AvailabilityFindings, type FindingsReader } from '../availability-marks';
import { slotQueryOf, type AvailabilitySlot } from '../availability-slot';
import { useSettledValue } from './use-settled-value';

/** How long the fields must stay unchanged before the check asks the server. */
export const AVAILABILITY_CHECK_DELAY_MS = 300;

/**
 * - idle: the slot is not complete yet (no date, time or valid duration), nothing is asked;
 * - checking: the fields changed or the answer is on its way;
 * - checked: `problems` holds the answer for the slot as it is now;
 * - failed: the check could not be made (the write still checks);
 * - tooManyDates: more dates than one check takes.
 */
export type AvailabilityCheckState = 'idle' | 'checking' | 'checked' | 'failed' | 'tooManyDates';

export interface AvailabilityCheck extends FindingsReader {
  state: AvailabilityCheckState;
  /** The compact answer's findings; none unless checked. Performers not named are free on every date. */
  findings: AvailabilityFindings;
  /** The dates the answer is for, yyyy-MM-dd in order; empty unless checked. */
  dates: readonly string[];
}

const NOTHING = { findings: NO_FINDINGS, dates: [] } as const satisfies Partial<AvailabilityCheck>;

/** Stands in for the query while nothing is asked (skipped). */
const NO_QUERY: CompactAvailabilityQuery = {
  organizationId: 0,
  dates: '',
  time: '',
  duration: 0,
  shape: 'compact',
};

/**
 * The live availability check of a booking dialog: once the slot is complete and the user has paused,
 * one GET /api/availability (the compact answer) for every performer on every chosen date. Each change of the slot asks
 * again, and an answer is never shown for a slot other than the one on screen.
 */
export function useAvailabilityCheck(slot: AvailabilitySlot): AvailabilityCheck {
  const slotQuery = slotQueryOf(slot);
  const key = slotQuery.kind === 'ready' ? JSON.stringify(slotQuery.query) : slotQuery.kind;
  const settled = useSettledValue(slotQuery, key, AVAILABILITY_CHECK_DELAY_MS);
  const asked = settled.value.kind === 'ready' ? settled.value.query : null;
  const { currentData, isError } = useCheckAvailabilityQuery(asked ?? NO_QUERY, {
    skip: asked === null,
    refetchOnMountOrArgChange: true,
  });
  // Another organization's booking is named with its zone when the form's venue is in another one.
  const formTimeZone = useVenueTimeZones()(slot.organizationId);

  if (slotQuery.kind === 'incomplete') return { state: 'idle', formTimeZone, ...NOTHING };
  if (slotQuery.kind === 'tooManyDates') return { state: 'tooManyDates', formTimeZone, ...NOTHING };
  if (settled.key !== key) return { state: 'checking', formTimeZone, ...NOTHING };
  if (isError) return { state: 'failed', formTimeZone, ...NOTHING };
  if (currentData === undefined) return { state: 'checking', formTimeZone, ...NOTHING };
  return { state: 'checked', formTimeZone, findings: currentData, dates: currentData.dates };
}

import { isTransportError } from '@booking-portal/shell/runtime';
import type { AvailabilityProblemDto } from '@booking-portal/api/contract';

/** The problems a 409 of the 'block' policy carries, or null for any other failure. */
export function conflictsOfError(error: unknown): AvailabilityProblemDto[] | null {
  if (!isTransportError(error) || error.status !== 409) return null;
  const body = error.data as { conflicts?: unknown } | null;
  return Array.isArray(body?.conflicts) ? (body.conflicts as AvailabilityProblemDto[]) : null;
}

/** The problems' texts, loaded when a write first reports one (painting the calendar never needs them). */
export function loadProblemTexts() {
  return import('./problem-texts');
}

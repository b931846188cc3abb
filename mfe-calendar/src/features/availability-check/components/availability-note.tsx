import { AVAILABILITY_VALIDATION_MESSAGES } from '@booking-portal/api/contract';
import { FieldHint } from '@booking-portal/shell/runtime';
import type { AvailabilityCheckState } from '../hooks/use-availability-check';

const AVAILABILITY_NOTES = {
  idle: 'Choose the date and times to see who is free',
  checking: 'Checking who is free...',
  failed: 'Could not check who is free; the booking is still checked when it is saved',
} as const;

/** What the check says of itself in a state; null once it has answered. */
export function availabilityNoteOf(state: AvailabilityCheckState): string | null {
  if (state === 'checked') return null;
  if (state === 'tooManyDates') return AVAILABILITY_VALIDATION_MESSAGES.tooManyDates;
  return AVAILABILITY_NOTES[state];
}

/** Where the live check stands, announced politely; nothing once it has answered. */
export function AvailabilityNote({ state }: { state: AvailabilityCheckState }) {
  const note = availabilityNoteOf(state);
  return <FieldHint aria-live="polite">{note ?? ''}</FieldHint>;
}

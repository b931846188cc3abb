import type { ConflictPolicy } from '@booking-portal/api/contract';

/**
 * What the performer-conflict policy does, in the words the README uses: under 'warn' a booking with a
 * conflict is saved and its conflicts listed; under 'block' it is refused (409) and nothing is saved.
 * A conflict is a performer booked elsewhere, a performer's unavailable period, or the venue closed.
 */
export const CONFLICT_POLICY_TEXTS = {
  legend: 'Performer conflicts',
  hint: 'When a performer is booked elsewhere or unavailable, or the venue is closed:',
  loadFailed: 'Failed to fetch the conflict policy',
  updated: 'Conflict policy updated',
  updateFailed: 'Failed to update the conflict policy',
} as const;

export const CONFLICT_POLICY_LABELS: Readonly<Record<ConflictPolicy, string>> = {
  warn: 'Warn',
  block: 'Block',
};

export const CONFLICT_POLICY_EFFECTS: Readonly<Record<ConflictPolicy, string>> = {
  warn: 'Save the booking and list the conflicts',
  block: 'Refuse the booking and save nothing',
};

/** The choices in the order they show, read off the labels (a Record names every policy). */
export const CONFLICT_POLICY_CHOICES = Object.keys(CONFLICT_POLICY_LABELS) as ConflictPolicy[];

export function isConflictPolicy(value: unknown): value is ConflictPolicy {
  return CONFLICT_POLICY_CHOICES.some((policy) => policy === value);
}

import {
  fieldChangeLine,
  type AvailabilityProblemDto,
  type ChangeSetItemResultDto,
} from '@booking-portal/api/contract';

/** Whether an item cannot be applied as it is: the 'block' policy refuses it, or it failed (e.g. gone). */
function isUnapplicable(item: ChangeSetItemResultDto): boolean {
  return item.blocked || item.outcome === 'failed';
}

/** Whether an item is one the 'apply only those without problems' choice leaves out. */
function hasProblems(item: ChangeSetItemResultDto): boolean {
  return item.problems.length > 0 || isUnapplicable(item);
}

/** What the preview's buttons offer for these items. */
export interface ApplyChoices {
  /** Every item can be applied (none is blocked or failed). */
  canApplyAll: boolean;
  /** How many items have no problem; offered on their own only when others have one. */
  withoutProblems: number;
  offersWithoutProblems: boolean;
}

export function applyChoicesOf(items: readonly ChangeSetItemResultDto[]): ApplyChoices {
  const withoutProblems = items.filter((item) => !hasProblems(item)).length;
  return {
    canApplyAll: items.length > 0 && !items.some(isUnapplicable),
    withoutProblems,
    offersWithoutProblems: withoutProblems > 0 && withoutProblems < items.length,
  };
}

/**
 * The versions the dry run gave its stored bookings, by booking id: what the apply sends back as
 * expectedVersions, so the server refuses it when one changed since. None for creates (and from an
 * older API, which gives none).
 */
export function previewedVersionsOf(
  items: readonly ChangeSetItemResultDto[],
): Record<number, string> | undefined {
  const versioned = items.flatMap(({ bookingId, version }) =>
    bookingId === null || version === undefined ? [] : [[bookingId, version] as const],
  );
  return versioned.length === 0 ? undefined : Object.fromEntries(versioned);
}

/** The problems of the items an apply wrote: the warning shown after its success toast. */
export function appliedProblemsOf(items: readonly ChangeSetItemResultDto[]): AvailabilityProblemDto[] {
  return items.filter(({ outcome }) => outcome === 'applied').flatMap(({ problems }) => problems);
}

const NEW_BOOKING_TEXT = 'New booking';
const DELETED_BOOKING_TEXT = 'Will be deleted';
const NO_CHANGE_TEXT = 'Nothing changes';

/** What the item does, one line per changed field: 'Status: pending → confirmed'. */
export function changeLinesOf(item: ChangeSetItemResultDto): string[] {
  if (item.operation === 'create') return [NEW_BOOKING_TEXT];
  if (item.operation === 'delete') return [DELETED_BOOKING_TEXT];
  if (item.changes.length === 0) return [NO_CHANGE_TEXT];
  return item.changes.map((change) => fieldChangeLine(change));
}

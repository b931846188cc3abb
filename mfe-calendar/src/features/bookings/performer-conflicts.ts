import { useCallback } from 'react';
import { isTransportError, useToast } from '@booking-portal/shell/runtime';
import type { PerformerConflictDto } from '@booking-portal/api/contract';
import { dateTimeLabel } from '../booking-presentation';

/** Title of the warning a writer sees when a write went through with performers double-booked ('warn' policy). */
export const CONFLICT_WARNING_TITLE = 'Performer already booked';
/** Title of the error a writer sees when the organization's 'block' policy refused the write. */
export const CONFLICT_BLOCKED_TITLE = 'Booking refused: performer already booked';

/** 'Ana Reyes: Thursday, November 12, 2026 at 7:00 PM (booked elsewhere)' per conflict, one line each. */
export function describeConflicts(conflicts: readonly PerformerConflictDto[]): string {
  return conflicts
    .map(
      (conflict) =>
        `${conflict.performerName}: ${dateTimeLabel(conflict.date, conflict.time)} (${conflict.description})`,
    )
    .join('\n');
}

/** The conflicts a 409 of the 'block' policy carries, or null for any other failure. */
export function conflictsOfError(error: unknown): PerformerConflictDto[] | null {
  if (!isTransportError(error) || error.status !== 409) return null;
  const body = error.data as { conflicts?: unknown } | null;
  return Array.isArray(body?.conflicts) ? (body.conflicts as PerformerConflictDto[]) : null;
}

/** Shows the writer a warning toast listing double-booked performers; nothing when there are none. */
export function useConflictWarning(): (conflicts: readonly PerformerConflictDto[] | undefined) => void {
  const { toast } = useToast();
  return useCallback(
    (conflicts) => {
      if (!conflicts || conflicts.length === 0) return;
      toast({ title: CONFLICT_WARNING_TITLE, description: describeConflicts(conflicts) });
    },
    [toast],
  );
}

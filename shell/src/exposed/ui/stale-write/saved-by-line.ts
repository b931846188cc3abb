import { formatInstantLabel, writerLabel, type WriterDto } from '@booking-portal/api/contract';

/**
 * 'Saved by Sam (Palm Cove), Dec 2, 2026, 9:15 AM EST', on the viewer's own clock, the zone named: the
 * panel's line, and a stale write's toast where no dialog shows the panel (a menu action, a drag).
 */
export function savedByLine(changedBy: WriterDto | null, changedAt: string | null): string {
  const who = changedBy === null ? 'Saved by someone else' : `Saved by ${writerLabel(changedBy)}`;
  return changedAt === null ? who : `${who}, ${formatInstantLabel(changedAt)}`;
}

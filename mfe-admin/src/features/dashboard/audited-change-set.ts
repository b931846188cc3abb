import { CHANGE_SET_KINDS, type ChangeSetKind } from '@booking-portal/api/contract';
import { isRecord, parsedDetails } from './log-details';

/** The change set an activity-log entry stands for, as the entry's details name it. */
export interface AuditedChangeSet {
  id: number;
  kind: ChangeSetKind;
  itemCount: number;
}

function isKind(value: unknown): value is ChangeSetKind {
  return (CHANGE_SET_KINDS as readonly unknown[]).includes(value);
}

function isCount(value: unknown, least: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= least;
}

/**
 * The change set of a booking write's entry (`details.changeSet`: id, kind, itemCount), or null for
 * any other entry: rows written before change sets, other actions, or details cut at the stored limit.
 */
export function auditedChangeSetOf(details: string | null): AuditedChangeSet | null {
  if (details === null) return null;
  const value = parsedDetails(details);
  const changeSet = isRecord(value) ? value.changeSet : undefined;
  if (!isRecord(changeSet)) return null;
  const { id, kind, itemCount } = changeSet;
  if (!isCount(id, 1) || !isKind(kind) || !isCount(itemCount, 0)) return null;
  return { id, kind, itemCount };
}

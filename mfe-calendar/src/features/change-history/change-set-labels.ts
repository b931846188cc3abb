import { changeSetSummary, formatInstantLabel, type ChangeSetDto } from '@booking-portal/api/contract';

/** Who made a change set: their e-mail, or 'Deleted user' once the account is gone. */
const DELETED_USER = 'Deleted user';

export function authorLabel(changeSet: Pick<ChangeSetDto, 'email'>): string {
  return changeSet.email ?? DELETED_USER;
}

/**
 * 'Nov 21, 2026, 10:05 AM EST': when a change set was made, on the viewer's own clock, the zone named
 * (the bookings it lists keep their venue's times).
 */
export function changeSetWhenLabel(changeSet: Pick<ChangeSetDto, 'createdAt'>): string {
  return formatInstantLabel(changeSet.createdAt);
}

/** 'Move · 1 booking, Nov 21, 2026, 10:05 AM EST': one change set named for a control's label. */
export function changeSetName(changeSet: ChangeSetDto): string {
  return `${changeSetSummary(changeSet.kind, changeSet.itemCount)}, ${changeSetWhenLabel(changeSet)}`;
}

import { changeSetSummary, type ChangeSetDto } from '@booking-portal/api/contract';

/** Who made a change set: their e-mail, or 'Deleted user' once the account is gone. */
export const DELETED_USER = 'Deleted user';

export function authorLabel(changeSet: Pick<ChangeSetDto, 'email'>): string {
  return changeSet.email ?? DELETED_USER;
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 21, 2026, 10:05 AM': when a change set was made, in the viewer's own time zone. */
export function changeSetWhenLabel(changeSet: Pick<ChangeSetDto, 'createdAt'>): string {
  return WHEN.format(new Date(changeSet.createdAt));
}

/** 'Move · 1 booking, Nov 21, 2026, 10:05 AM': one change set named for a control's label. */
export function changeSetName(changeSet: ChangeSetDto): string {
  return `${changeSetSummary(changeSet.kind, changeSet.itemCount)}, ${changeSetWhenLabel(changeSet)}`;
}

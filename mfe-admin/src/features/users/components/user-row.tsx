import { useId, useState } from 'react';
import styled from 'styled-components';
import { ORG_MESSAGES, type ManagedUserDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import type { UserAbilities } from '../user-abilities';
import {
  invitationButtonLabel,
  invitationSentLabel,
  NO_INVITATION_YET,
  PERMISSION_LEVEL_LABELS,
  userBadge,
  userStatus,
} from '../user-labels';

const Item = styled.li`
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Toggle = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  width: 100%;
  padding: 0.75rem 0.25rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Email = styled.span`
  flex: 1 1 14rem;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Badge = styled.span<{ $pending: boolean }>`
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.8125rem;
  font-weight: 600;
  background: ${({ $pending }) => ($pending ? '#fef3c7' : '#e2e8f0')};
  color: ${({ $pending }) => ($pending ? '#78350f' : '#1e293b')};
`;

const DisabledBadge = styled.span`
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.8125rem;
  font-weight: 600;
  background: #fee2e2;
  color: #7f1d1d;
`;

/** Under a pending row's summary, always in view: when the invitation went, and sending another. */
const InvitationLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0 0.25rem 0.75rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Details = styled.div`
  padding: 0 0.25rem 1rem;

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Refusal = styled.div`
  margin-top: 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  p {
    margin: 0;
  }
`;

const REFUSALS = {
  owner: { title: ORG_MESSAGES.cannotDeleteOwnerTitle, text: ORG_MESSAGES.cannotDeleteOwner },
  self: { title: ORG_MESSAGES.cannotDeleteSelfTitle, text: ORG_MESSAGES.cannotDeleteSelf },
} as const;

export interface UserRowProps {
  user: ManagedUserDto;
  abilities: UserAbilities;
  onEdit: () => void;
  onDelete: () => void;
  /** Asks for confirmation first (the dialog). */
  onDisable: () => void;
  onEnable: () => Promise<boolean>;
  onResendInvitation: () => Promise<boolean>;
}

/** Runs a row action once at a time, for its button's busy state. */
function useRowAction(action: () => Promise<boolean>) {
  const [isRunning, setIsRunning] = useState(false);
  const run = async () => {
    if (isRunning) return;
    setIsRunning(true);
    await action();
    setIsRunning(false);
  };
  return { isRunning, run: () => void run() };
}

/** A user of the list; clicking it expands to its details and the actions the viewer may take. */
export function UserRow({
  user,
  abilities,
  onEdit,
  onDelete,
  onDisable,
  onEnable,
  onResendInvitation,
}: UserRowProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const resend = useRowAction(onResendInvitation);
  const enable = useRowAction(onEnable);
  const detailsId = useId();
  // Names whose invitation a Send or Resend button sends, when several pending rows each have one.
  const emailId = useId();
  const department = user.department ?? 'No department';
  const refusal = abilities.deleteRefusal === null ? null : REFUSALS[abilities.deleteRefusal];

  return (
    <Item>
      <Toggle
        type="button"
        aria-expanded={isExpanded}
        aria-controls={detailsId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        <Email id={emailId}>{user.email}</Email>
        {abilities.showsDepartment && <Muted>{department}</Muted>}
        <Badge $pending={user.isPending}>{userBadge(user)}</Badge>
        {user.disabledAt !== null && <DisabledBadge>Disabled</DisabledBadge>}
      </Toggle>
      {user.isPending && (
        <InvitationLine>
          {user.invitationSentAt === null ? (
            <span>{NO_INVITATION_YET}</span>
          ) : (
            <time dateTime={user.invitationSentAt}>{invitationSentLabel(user.invitationSentAt)}</time>
          )}
          {abilities.canResendInvitation && (
            <Button
              $variant="secondary"
              $size="small"
              disabled={resend.isRunning}
              aria-describedby={emailId}
              onClick={resend.run}
            >
              {invitationButtonLabel(user.invitationSentAt, resend.isRunning)}
            </Button>
          )}
        </InvitationLine>
      )}
      {isExpanded && (
        <Details id={detailsId}>
          <dl>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            {abilities.showsDepartment && (
              <>
                <dt>Department</dt>
                <dd>{department}</dd>
              </>
            )}
            <dt>Permission Level</dt>
            <dd>{PERMISSION_LEVEL_LABELS[user.role]}</dd>
            <dt>Status</dt>
            <dd>{userStatus(user)}</dd>
          </dl>
          {abilities.canEdit && (
            <Actions>
              <Button $variant="secondary" $size="small" onClick={onEdit}>
                Edit User
              </Button>
              {abilities.accountAction === 'disable' && (
                <Button $variant="secondary" $size="small" onClick={onDisable}>
                  Disable
                </Button>
              )}
              {abilities.accountAction === 'enable' && (
                <Button $variant="secondary" $size="small" disabled={enable.isRunning} onClick={enable.run}>
                  {enable.isRunning ? 'Enabling...' : 'Enable'}
                </Button>
              )}
              {refusal === null && (
                <Button $variant="destructive" $size="small" onClick={onDelete}>
                  Delete User
                </Button>
              )}
            </Actions>
          )}
          {abilities.canEdit && refusal !== null && (
            <Refusal>
              <p>
                <strong>{refusal.title}</strong>
              </p>
              <p>{refusal.text}</p>
            </Refusal>
          )}
        </Details>
      )}
    </Item>
  );
}

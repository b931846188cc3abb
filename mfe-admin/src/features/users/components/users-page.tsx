import { useState } from 'react';
import styled from 'styled-components';
import { ORG_MESSAGES, type OrganizationSummary, type SessionDto } from '@booking-portal/api/contract';
import { Button, Card, Page, Spinner } from '@booking-portal/shell/runtime';
import { AdminScreen, ScreenTitle } from '../../access';
import { OrganizationPicker, useManagedOrganization } from '../../organizations';
import { useUserWrites } from '../hooks/use-user-writes';
import { abilitiesFor } from '../user-abilities';
import { useListUsersQuery } from '../users.endpoints';
import { UserDialogs, type UserDialogState } from './user-dialogs';
import { UserRow } from './user-row';

/** docs/PRODUCT.md sections 7 and 9: the users list is refetched every 5 s for non-owners. */
const USERS_POLLING_MS = 5000;

const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

function UserList({ session, organization }: { session: SessionDto; organization: OrganizationSummary }) {
  const { data, isLoading } = useListUsersQuery(organization.id, {
    pollingInterval: session.role === 'owner' ? 0 : USERS_POLLING_MS,
  });
  const [dialog, setDialog] = useState<UserDialogState>(null);
  const writes = useUserWrites();
  const mayAddUsers = session.role === 'owner' || session.role === 'super_admin';
  // docs/PRODUCT.md section 8: a failed users list yields an empty list.
  const users = data ?? [];

  return (
    <Card as="section" aria-labelledby="users-title">
      <ListHeader>
        <h2 id="users-title">{`Users of ${organization.name}`}</h2>
        {mayAddUsers && <Button onClick={() => setDialog({ kind: 'add' })}>Add User</Button>}
      </ListHeader>
      {isLoading ? (
        <Spinner centered />
      ) : users.length === 0 ? (
        <Muted>{ORG_MESSAGES.noUsers}</Muted>
      ) : (
        <List>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              abilities={abilitiesFor(session, user, organization)}
              onEdit={() => setDialog({ kind: 'edit', user })}
              onDelete={() => setDialog({ kind: 'delete', user })}
              onDisable={() => setDialog({ kind: 'disable', user })}
              onEnable={() => writes.enable(user.id)}
              onResendInvitation={() => writes.invite(user.id)}
            />
          ))}
        </List>
      )}
      <UserDialogs
        dialog={dialog}
        session={session}
        organization={organization}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}

function UserManager({ session }: { session: SessionDto }) {
  const managed = useManagedOrganization(session, { excludeProvider: false });
  return (
    <Page header={<ScreenTitle title="User Management" role={session.role} />}>
      <OrganizationPicker managed={managed} />
      {managed.organization !== null ? (
        <UserList key={managed.organization.id} session={session} organization={managed.organization} />
      ) : managed.isLoading ? (
        <Spinner centered />
      ) : (
        <Card>
          <Muted>{ORG_MESSAGES.noUsers}</Muted>
        </Card>
      )}
    </Page>
  );
}

/** /users: 'User Management' with the viewer's role pill (docs/PRODUCT.md section 2). */
export default function UsersPage() {
  return <AdminScreen screen="users">{(session) => <UserManager session={session} />}</AdminScreen>;
}

import {
  isProviderOrganization,
  type ManagedUserDto,
  type OrganizationSummary,
  type SessionDto,
} from '@booking-portal/api/contract';
import { useDepartmentChoices } from '../hooks/use-department-choices';
import { useUserWrites } from '../hooks/use-user-writes';
import { abilitiesFor } from '../user-abilities';
import { AddUserDialog } from './add-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { DisableUserDialog } from './disable-user-dialog';
import { EditUserDialog } from './edit-user-dialog';

export type UserDialogState =
  | { kind: 'add' }
  | { kind: 'edit'; user: ManagedUserDto }
  | { kind: 'delete'; user: ManagedUserDto }
  | { kind: 'disable'; user: ManagedUserDto }
  | null;

export interface UserDialogsProps {
  dialog: UserDialogState;
  session: SessionDto;
  organization: OrganizationSummary;
  onClose: () => void;
}

/** Whichever user dialog is open, wired to its write. */
export function UserDialogs({ dialog, session, organization, onClose }: UserDialogsProps) {
  const writes = useUserWrites();
  const departmentChoices = useDepartmentChoices(organization.id, {
    skip: dialog === null || isProviderOrganization(organization),
  });
  if (dialog === null) return null;

  if (dialog.kind === 'add') {
    return (
      <AddUserDialog
        organization={organization}
        departmentChoices={departmentChoices}
        onAdd={writes.add}
        onClose={onClose}
      />
    );
  }

  const { user } = dialog;
  if (dialog.kind === 'edit') {
    return (
      <EditUserDialog
        user={user}
        abilities={abilitiesFor(session, user, organization)}
        departmentChoices={departmentChoices}
        onSave={(changes, write) => writes.update(user.id, changes, write)}
        onClose={onClose}
      />
    );
  }

  if (dialog.kind === 'disable') {
    return <DisableUserDialog user={user} onDisable={() => writes.disable(user.id)} onClose={onClose} />;
  }

  return <DeleteUserDialog user={user} onDelete={() => writes.remove(user.id)} onClose={onClose} />;
}

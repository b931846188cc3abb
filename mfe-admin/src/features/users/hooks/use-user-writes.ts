import { useCallback, useMemo } from 'react';
import { ORG_MESSAGES, type AddUserInput, type EditUserInput } from '@booking-portal/api/contract';
import { useWriteFeedback, type VersionedWrite } from '@booking-portal/shell/runtime';
import {
  useAddUserMutation,
  useDeleteUserMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useResendInvitationMutation,
  useUpdateUserMutation,
} from '../users.endpoints';

/** Toasts of the account actions User Management adds to the spec's (the server's reason preferred). */
const ACCOUNT_ACTION_TEXTS = {
  invitationFailed: 'Failed to send the invitation. Please try again.',
  disabled: (email: string) => `${email} has been disabled and signed out.`,
  disableFailed: 'Failed to disable user. Please try again.',
  enabled: (email: string) => `${email} has been enabled.`,
  enableFailed: 'Failed to enable user. Please try again.',
} as const;

/** User Management's writes with the toasts of docs/PRODUCT.md section 8. */
export function useUserWrites() {
  const runWrite = useWriteFeedback();
  const [addUser] = useAddUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [resendInvitation] = useResendInvitationMutation();
  const [disableUser] = useDisableUserMutation();
  const [enableUser] = useEnableUserMutation();

  const add = useCallback(
    (user: AddUserInput) =>
      runWrite(() => addUser(user).unwrap(), {
        success: ORG_MESSAGES.userAdded,
        failure: ORG_MESSAGES.addUserFailed,
        preferServerMessage: true,
      }),
    [runWrite, addUser],
  );

  const update = useCallback(
    (id: number, changes: EditUserInput, write: VersionedWrite) =>
      runWrite(() => updateUser({ id, changes, ifMatch: write.ifMatch }).unwrap(), {
        success: ORG_MESSAGES.userUpdated,
        failure: ORG_MESSAGES.updateUserFailed,
        preferServerMessage: false,
        onStaleWrite: write.onStaleWrite,
      }),
    [runWrite, updateUser],
  );

  const remove = useCallback(
    (id: number) =>
      runWrite(() => deleteUser(id).unwrap(), {
        success: ORG_MESSAGES.userDeleted,
        failure: ORG_MESSAGES.deleteUserFailed,
        preferServerMessage: false,
      }),
    [runWrite, deleteUser],
  );

  const invite = useCallback(
    (id: number) =>
      runWrite(() => resendInvitation(id).unwrap(), {
        success: (user) => `Invitation sent to ${user.email}.`,
        failure: ACCOUNT_ACTION_TEXTS.invitationFailed,
        preferServerMessage: true,
      }),
    [runWrite, resendInvitation],
  );

  const disable = useCallback(
    (id: number) =>
      runWrite(() => disableUser(id).unwrap(), {
        success: (user) => ACCOUNT_ACTION_TEXTS.disabled(user.email),
        failure: ACCOUNT_ACTION_TEXTS.disableFailed,
        preferServerMessage: true,
      }),
    [runWrite, disableUser],
  );

  const enable = useCallback(
    (id: number) =>
      runWrite(() => enableUser(id).unwrap(), {
        success: (user) => ACCOUNT_ACTION_TEXTS.enabled(user.email),
        failure: ACCOUNT_ACTION_TEXTS.enableFailed,
        preferServerMessage: true,
      }),
    [runWrite, enableUser],
  );

  return useMemo(
    () => ({ add, update, remove, invite, disable, enable }),
    [add, update, remove, invite, disable, enable],
  );
}

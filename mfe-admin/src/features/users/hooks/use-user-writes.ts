import { useCallback, useMemo } from 'react';
import { ORG_MESSAGES, type AddUserInput, type EditUserInput } from '@booking-portal/api/contract';
import { useWriteFeedback } from '@booking-portal/shell/runtime';
import { useAddUserMutation, useDeleteUserMutation, useUpdateUserMutation } from '../users.endpoints';

/** User Management's writes with the toasts of SPEC.md section 8. */
export function useUserWrites() {
  const runWrite = useWriteFeedback();
  const [addUser] = useAddUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();

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
    (id: number, changes: EditUserInput) =>
      runWrite(() => updateUser({ id, changes }).unwrap(), {
        success: ORG_MESSAGES.userUpdated,
        failure: ORG_MESSAGES.updateUserFailed,
        preferServerMessage: false,
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

  return useMemo(() => ({ add, update, remove }), [add, update, remove]);
}

import { useState } from 'react';
import { ORG_MESSAGES, type ManagedUserDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';

export interface DeleteUserDialogProps {
  user: ManagedUserDto;
  onDelete: () => Promise<boolean>;
  onClose: () => void;
}

/** 'Delete User' asks for confirmation (docs/PRODUCT.md section 5, User deletion). */
export function DeleteUserDialog({ user, onDelete, onClose }: DeleteUserDialogProps) {
  const [isDeleting, setIsDeleting] = useState(false);

  const confirm = async () => {
    if (isDeleting) return;
    setIsDeleting(true);
    const deleted = await onDelete();
    setIsDeleting(false);
    if (deleted) onClose();
  };

  return (
    <Dialog title="Delete User" onClose={onClose}>
      <p>
        <strong>{user.email}</strong>
      </p>
      <p>{ORG_MESSAGES.deleteUserConfirm}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button $variant="destructive" disabled={isDeleting} onClick={() => void confirm()}>
          Delete User
        </Button>
      </DialogActions>
    </Dialog>
  );
}

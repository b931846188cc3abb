import { useState } from 'react';
import type { ManagedUserDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';

export interface DisableUserDialogProps {
  user: ManagedUserDto;
  onDisable: () => Promise<boolean>;
  onClose: () => void;
}

/** 'Disable' asks first: the person is signed out everywhere at once and cannot sign in until enabled. */
export function DisableUserDialog({ user, onDisable, onClose }: DisableUserDialogProps) {
  const [isDisabling, setIsDisabling] = useState(false);

  const confirm = async () => {
    if (isDisabling) return;
    setIsDisabling(true);
    const disabled = await onDisable();
    setIsDisabling(false);
    if (disabled) onClose();
  };

  return (
    <Dialog title="Disable User" onClose={onClose}>
      <p>
        <strong>{user.email}</strong>
      </p>
      <p>They will be signed out at once and cannot sign in until the account is enabled again.</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button $variant="destructive" disabled={isDisabling} onClick={() => void confirm()}>
          {isDisabling ? 'Disabling...' : 'Disable'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Destructive actions (delete) get the red button. */
  destructive?: boolean;
  /** Runs the confirmed action; the dialog closes once it has settled, whatever the outcome (it toasts). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a booking write that cannot be taken back (docs/PRODUCT.md section 5, Confirmations). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [isWorking, setIsWorking] = useState(false);

  const confirm = async () => {
    if (isWorking) return;
    setIsWorking(true);
    await onConfirm();
    onClose();
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <p>{message}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          $variant={destructive ? 'destructive' : 'primary'}
          disabled={isWorking}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import type { VenueClosureDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import { spanLabel } from '../../availability';
import { CLOSURE_TEXTS as TEXTS, closedPlace } from '../closure-texts';

export interface RemoveClosureDialogProps {
  closure: VenueClosureDto;
  /** Resolves to true when the closure is gone and the dialog may close. */
  onRemove: () => Promise<boolean>;
  onClose: () => void;
}

/** Remove Closure: which closure, and that bookings at its time are allowed again. */
export function RemoveClosureDialog({ closure, onRemove, onClose }: RemoveClosureDialogProps) {
  const [isRemoving, setIsRemoving] = useState(false);

  const confirm = async () => {
    if (isRemoving) return;
    setIsRemoving(true);
    const removed = await onRemove();
    setIsRemoving(false);
    if (removed) onClose();
  };

  return (
    <Dialog title={TEXTS.removeTitle} onClose={onClose}>
      <p>{TEXTS.confirmRemove(closedPlace(closure.department), spanLabel(closure))}</p>
      <p>{`Reason: ${closure.reason}`}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {TEXTS.cancel}
        </Button>
        <Button $variant="destructive" disabled={isRemoving} onClick={() => void confirm()}>
          {TEXTS.removeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import { hasUntouchedItems, type UndoRefusal } from '../undo-refusal';

export interface UndoRefusalDialogProps {
  refusal: UndoRefusal;
  disabled: boolean;
  onUndoOthers: () => void;
  onCancel: () => void;
}

/**
 * The server refused an undo because someone changed some of its bookings since: its message names
 * them. 'Undo the others' undoes the bookings nobody touched, offered only when there are some.
 */
export function UndoRefusalDialog({ refusal, disabled, onUndoOthers, onCancel }: UndoRefusalDialogProps) {
  return (
    <Dialog title="Cannot undo" onClose={onCancel}>
      <p role="alert">{refusal.message}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {hasUntouchedItems(refusal) && (
          <Button disabled={disabled} onClick={onUndoOthers}>
            Undo the others
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import { API_PATHS, type VenueClosureDto } from '@booking-portal/api/contract';
import {
  Button,
  Dialog,
  DialogActions,
  useVersionedEdit,
  type EditedFields,
  type VersionedWrite,
} from '@booking-portal/shell/runtime';
import { spanLabel } from '../../availability';
import { CLOSURE_TEXTS as TEXTS, closedPlace } from '../closure-texts';

export interface RemoveClosureDialogProps {
  closure: VenueClosureDto;
  /** Removes it with the version the dialog read; resolves to true when it is gone and the dialog may close. */
  onRemove: (write: VersionedWrite) => Promise<boolean>;
  onClose: () => void;
}

/** What the dialog shows of a closure: where, when and why. */
interface ClosureShown {
  place: string;
  span: string;
  reason: string;
}

const shownOf = (closure: VenueClosureDto): ClosureShown => ({
  place: closedPlace(closure.department),
  span: spanLabel(closure),
  reason: closure.reason,
});

const same = (text: string) => text;

/** A colleague's change to the closure, as the "changed by a colleague" panel lists it. */
const CLOSURE_FIELDS: EditedFields<ClosureShown> = [
  { key: 'place', label: 'Closed', format: same },
  { key: 'span', label: 'When', format: same },
  { key: 'reason', label: 'Reason', format: same },
];

/**
 * Remove Closure: which closure, and that bookings at its time are allowed again. It reads the closure
 * when it opens and removes that version (If-Match); if a colleague changed or removed it since, the
 * panel says so: Take Theirs shows it as it is now, Apply Mine on Top removes it as it is now.
 */
export function RemoveClosureDialog({ closure, onRemove, onClose }: RemoveClosureDialogProps) {
  const [isRemoving, setIsRemoving] = useState(false);
  const [shown, setShown] = useState(() => shownOf(closure));

  const remove = async (write: VersionedWrite) => {
    if (isRemoving) return;
    setIsRemoving(true);
    const removed = await onRemove(write);
    setIsRemoving(false);
    if (removed) onClose();
  };
  const edit = useVersionedEdit({
    url: API_PATHS.organizationClosure(closure.organizationId, closure.id),
    fields: CLOSURE_FIELDS,
    valuesOf: shownOf,
    values: shown,
    replaceValues: setShown,
    save: (_values, write) => remove(write),
    onClose,
    isSaving: isRemoving,
  });

  return (
    <Dialog title={TEXTS.removeTitle} onClose={onClose}>
      {edit.panel}
      <p>{TEXTS.confirmRemove(shown.place, shown.span)}</p>
      <p>{`Reason: ${shown.reason}`}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {TEXTS.cancel}
        </Button>
        <Button $variant="destructive" disabled={isRemoving} onClick={() => void remove(edit.write)}>
          {TEXTS.removeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

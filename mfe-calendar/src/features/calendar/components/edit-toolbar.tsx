import styled from 'styled-components';
import type { NotifyPerformers } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { NotifyPerformersControl } from '../../bookings';
import { UndoControls, useChangeSetUndo } from '../../change-history';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1rem;
  padding: 0.75rem;
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export interface EditToolbarProps {
  /** Selected pending bookings (what Finalize changes). */
  pendingCount: number;
  /** Selected confirmed bookings (what Make Pending changes). */
  confirmedCount: number;
  selectedCount: number;
  onSelectAll: () => void;
  onClear: () => void;
  onFinalize: () => void;
  onMakePending: () => void;
  onDelete: () => void;
  onDone: () => void;
  /** Whether the performers hear of the bulk actions and edit-mode moves (default affected). */
  notifyPerformers: NotifyPerformers;
  onNotifyPerformersChange: (value: NotifyPerformers) => void;
}

/**
 * Edit mode's buttons: Undo (n) with its 'Recent changes', Select All, Clear, Finalize (n), Make Pending (n), Delete (n), Done,
 * and 'Notify performers: affected / none' for what they and the moves change.
 */
export function EditToolbar(props: EditToolbarProps) {
  const { pendingCount, confirmedCount, selectedCount } = props;
  // The bar shows only in edit mode: the server's Undo list is read while it is open.
  const undo = useChangeSetUndo({ active: true, notifyPerformers: props.notifyPerformers });
  return (
    <Bar role="group" aria-label="Edit mode">
      <UndoControls undo={undo} />
      <Button $variant="secondary" $size="small" onClick={props.onSelectAll}>
        Select All
      </Button>
      <Button $variant="secondary" $size="small" disabled={selectedCount === 0} onClick={props.onClear}>
        Clear
      </Button>
      <Button $variant="secondary" $size="small" disabled={pendingCount === 0} onClick={props.onFinalize}>
        {`Finalize (${pendingCount})`}
      </Button>
      <Button
        $variant="secondary"
        $size="small"
        disabled={confirmedCount === 0}
        onClick={props.onMakePending}
      >
        {`Make Pending (${confirmedCount})`}
      </Button>
      <Button $variant="destructive" $size="small" disabled={selectedCount === 0} onClick={props.onDelete}>
        {`Delete (${selectedCount})`}
      </Button>
      <Button $size="small" onClick={props.onDone}>
        Done
      </Button>
      <NotifyPerformersControl value={props.notifyPerformers} onChange={props.onNotifyPerformersChange} />
    </Bar>
  );
}

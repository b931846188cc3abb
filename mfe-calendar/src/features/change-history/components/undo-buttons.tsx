import styled from 'styled-components';
import { Button } from '@booking-portal/shell/runtime';
import type { ChangeSetUndoControl } from '../hooks/use-change-set-undo';
import { RecentChangesMenu } from './recent-changes-menu';
import { UndoRefusalDialog } from './undo-refusal-dialog';

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

/**
 * Edit mode's Undo (n), n being how many of the writer's own change sets the server can still undo,
 * the 'Recent changes' list beside it, and the dialog of a refused undo.
 */
export function UndoButtons({ undo }: { undo: ChangeSetUndoControl }) {
  const count = undo.changeSets.length;
  return (
    <Controls>
      <Button
        $variant="secondary"
        $size="small"
        disabled={count === 0 || undo.isUndoing}
        onClick={() => void undo.undoLatest()}
      >
        {`Undo (${count})`}
      </Button>
      <RecentChangesMenu
        changeSets={undo.changeSets}
        disabled={undo.isUndoing}
        onUndo={(changeSet) => void undo.undo(changeSet)}
      />
      {undo.refusal !== null && (
        <UndoRefusalDialog
          refusal={undo.refusal}
          disabled={undo.isUndoing}
          onUndoOthers={() => void undo.undoUntouched()}
          onCancel={undo.dismissRefusal}
        />
      )}
    </Controls>
  );
}

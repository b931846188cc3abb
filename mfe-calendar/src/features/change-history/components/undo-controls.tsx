import { lazy, Suspense } from 'react';
import { Button } from '@booking-portal/shell/runtime';
import type { ChangeSetUndoControl } from '../hooks/use-change-set-undo';

/*
 * Loaded when a writer first opens edit mode, not with the calendar's first paint (about 1.2 KB gzip:
 * the Recent changes list and the refusal dialog come with it).
 */
const LoadedUndoButtons = lazy(() =>
  import('./undo-buttons').then(({ UndoButtons }) => ({ default: UndoButtons })),
);

/** Edit mode's Undo (n) and Recent changes; until they load, Undo (n) stands disabled in their place. */
export function UndoControls({ undo }: { undo: ChangeSetUndoControl }) {
  return (
    <Suspense
      fallback={
        <Button $variant="secondary" $size="small" disabled>
          {`Undo (${undo.changeSets.length})`}
        </Button>
      }
    >
      <LoadedUndoButtons undo={undo} />
    </Suspense>
  );
}

import { useCallback, useMemo, useState } from 'react';
import {
  type ChangeSetDto,
  type ChangeSetResultDto,
  type ChangeSetUndoInput,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { safeWrite, useAppDispatch, useToast } from '@booking-portal/shell/runtime';
import { useListUndoableChangeSetsQuery, useUndoChangeSetMutation } from '../change-history.endpoints';
import { undoFailureText, undoRefusedBodyOf, undoneToastTitle, type UndoRefusal } from '../undo-refusal';

const NO_CHANGE_SETS: readonly ChangeSetDto[] = [];

export interface ChangeSetUndoOptions {
  /** A writer in edit mode: only then is the Undo list read. */
  active: boolean;
  /** The edit bar's 'Notify performers' choice, sent with every undo. */
  notifyPerformers: NotifyPerformers;
}

/**
 * The calendar's Undo on the server: the signed-in writer's own recent change sets (so Undo (n) survives
 * a reload and a second device), undoing one of them (the newest for Undo (n)), and the refusal when
 * someone changed its bookings since, from which the untouched ones can still be undone.
 */
export function useChangeSetUndo({ active, notifyPerformers }: ChangeSetUndoOptions) {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  // Read afresh each time edit mode opens: another device or tab may have written since.
  const { data } = useListUndoableChangeSetsQuery(undefined, {
    skip: !active,
    refetchOnMountOrArgChange: true,
  });
  const changeSets = active ? (data ?? NO_CHANGE_SETS) : NO_CHANGE_SETS;
  const [undoChangeSet, { isLoading: isUndoing }] = useUndoChangeSetMutation();
  const [refusal, setRefusal] = useState<UndoRefusal | null>(null);

  const undo = useCallback(
    async (changeSet: ChangeSetDto, onlyUntouched = false): Promise<boolean> => {
      const options: Partial<ChangeSetUndoInput> = onlyUntouched
        ? { onlyUntouched, notifyPerformers }
        : { notifyPerformers };
      let result: ChangeSetResultDto;
      try {
        // A failed undo re-reads every cached answer: the bookings may have changed under the user.
        result = await dispatch(safeWrite(() => undoChangeSet({ id: changeSet.id, options }).unwrap()));
      } catch (error) {
        const refused = undoRefusedBodyOf(error);
        setRefusal(refused === null ? null : { changeSet, ...refused });
        if (refused === null) {
          toast({ title: 'Error', description: undoFailureText(error), variant: 'destructive' });
        }
        return false;
      }
      setRefusal(null);
      toast({ title: undoneToastTitle(changeSet, result, onlyUntouched) });
      const problems = result.items
        .filter(({ outcome }) => outcome === 'applied')
        .flatMap(({ problems }) => problems);
      if (problems.length > 0) {
        const { undoWarningOf } = await import('../undo-warning');
        toast(undoWarningOf(problems));
      }
      return true;
    },
    [dispatch, toast, undoChangeSet, notifyPerformers],
  );

  const undoLatest = useCallback(async () => {
    const latest = changeSets[0];
    return latest === undefined ? false : undo(latest);
  }, [changeSets, undo]);

  const undoUntouched = useCallback(async () => {
    return refusal === null ? false : undo(refusal.changeSet, true);
  }, [refusal, undo]);

  const dismissRefusal = useCallback(() => setRefusal(null), []);

  return useMemo(
    () => ({ changeSets, isUndoing, undo, undoLatest, refusal, undoUntouched, dismissRefusal }),
    [changeSets, isUndoing, undo, undoLatest, refusal, undoUntouched, dismissRefusal],
  );
}

export type ChangeSetUndoControl = ReturnType<typeof useChangeSetUndo>;

import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ChangeSetApplyMode,
  ChangeSetItemResultDto,
  ChangeSetRefusedBody,
  ChangeSetResultDto,
  ChangeSetStaleBody,
} from '@booking-portal/api/contract';
import { useBookingWrite } from '../../bookings';
import { appliedProblemsOf, previewedVersionsOf } from '../change-set-items';
import { refusalOf, serverMessageOr, staleRefusalOf } from '../change-set-errors';
import type { ChangeSetInput } from '../change-set-input';
import { changeSetTextsOf } from '../change-set-texts';
import { useApplyChangeSetMutation, usePreviewChangeSetMutation } from '../change-sets.endpoints';

export type ChangeSetPreviewState =
  | { status: 'loading' }
  /** The dry run's answer (or a refused apply's): its message and one result per item. */
  | { status: 'ready'; message: string; items: ChangeSetItemResultDto[] }
  /** The dry run failed: the server's message, or the action's failure text. */
  | { status: 'failed'; message: string }
  /** The apply was refused: bookings changed since this preview (the server's message names them). */
  | { status: 'stale'; message: string };

export interface ChangeSetControl {
  preview: ChangeSetPreviewState;
  isApplying: boolean;
  /** Applies every item or only those without problems; resolves to the answer, or null when it failed. */
  apply(mode: ChangeSetApplyMode): Promise<ChangeSetResultDto | null>;
  /** Runs the dry run again (after bookings changed since the last one). */
  previewAgain(): void;
}

/**
 * One multi-booking action, previewed and then applied: the dry run starts as the hook mounts (for the
 * request it mounted with) and writes nothing. The apply runs as every calendar write does: the safe
 * write re-syncs every read when it fails, the server's message is the success toast, the spec's text
 * the failure toast (a duplicate's shows the server's message), and the problems of the applied items
 * follow as the warning. An apply refused as a whole shows the refusal's items in the preview. The
 * apply sends back the versions the dry run gave its bookings: when one changed since, nothing is
 * written and the preview says so, offering to preview again.
 */
export function useChangeSet(request: ChangeSetInput): ChangeSetControl {
  const [requested] = useState(request);
  const [previewChangeSet] = usePreviewChangeSetMutation();
  const [applyChangeSet] = useApplyChangeSetMutation();
  const runWrite = useBookingWrite();
  const [preview, setPreview] = useState<ChangeSetPreviewState>({ status: 'loading' });
  const [isApplying, setIsApplying] = useState(false);
  // The versions of the last dry run that answered (a refused apply's items carry none).
  const versions = useRef<Record<number, string> | undefined>(undefined);
  const started = useRef(false);

  const runPreview = useCallback(() => {
    setPreview({ status: 'loading' });
    previewChangeSet(requested)
      .unwrap()
      .then(
        ({ message, items }) => {
          versions.current = previewedVersionsOf(items);
          setPreview({ status: 'ready', message, items });
        },
        (error: unknown) => {
          const refusal = refusalOf(error);
          setPreview(
            refusal === null
              ? { status: 'failed', message: serverMessageOr(error, changeSetTextsOf(requested).failure) }
              : { status: 'ready', message: refusal.message, items: refusal.items },
          );
        },
      );
  }, [previewChangeSet, requested]);

  useEffect(() => {
    // One dry run per preview, even where an effect runs twice on mount.
    if (started.current) return;
    started.current = true;
    runPreview();
  }, [runPreview]);

  const apply = useCallback(
    async (mode: ChangeSetApplyMode): Promise<ChangeSetResultDto | null> => {
      const texts = changeSetTextsOf(requested);
      setIsApplying(true);
      // The refusal's body, kept as the write fails (the write's outcome says only that it failed).
      const refused: { body: ChangeSetRefusedBody | null; stale: ChangeSetStaleBody | null } = {
        body: null,
        stale: null,
      };
      const outcome = await runWrite(
        async () => {
          try {
            return await applyChangeSet({
              request: requested,
              apply: mode,
              expectedVersions: versions.current,
            }).unwrap();
          } catch (error) {
            refused.body = refusalOf(error);
            refused.stale = staleRefusalOf(error);
            throw error;
          }
        },
        {
          success: ({ message }) => message,
          failure: texts.failure,
          preferServerMessage: texts.preferServerMessage,
          conflictsOf: ({ items }) => appliedProblemsOf(items),
          // The preview says which bookings changed since it; an 'Error' toast besides would say less.
          isShownByCaller: (error) => staleRefusalOf(error) !== null,
        },
      );
      setIsApplying(false);
      if (outcome.status === 'saved') return outcome.result;
      const { body, stale } = refused;
      if (stale !== null) setPreview({ status: 'stale', message: stale.message });
      else if (body !== null) setPreview({ status: 'ready', message: body.message, items: body.items });
      return null;
    },
    [requested, runWrite, applyChangeSet],
  );

  return { preview, isApplying, apply, previewAgain: runPreview };
}

import type { ChangeSetApplyMode, ChangeSetResultDto } from '@booking-portal/api/contract';
import type { ChangeSetInput } from '../change-set-input';
import { changeSetTextsOf } from '../change-set-texts';
import { useChangeSet } from '../hooks/use-change-set';
import { ChangeSetPreviewDialog } from './change-set-preview-dialog';

export interface ChangeSetPreviewProps {
  /** The action to preview and apply, as it stood when the preview opened. */
  request: ChangeSetInput;
  /** Runs once the change set was applied (its toasts shown), before the preview closes. */
  onApplied(result: ChangeSetResultDto): void;
  onClose(): void;
}

/** A multi-booking action's preview (one dry run as it opens) and its apply as one change set. */
export function ChangeSetPreview({ request, onApplied, onClose }: ChangeSetPreviewProps) {
  const { preview, isApplying, apply, previewAgain } = useChangeSet(request);

  const applyAndClose = async (mode: ChangeSetApplyMode) => {
    if (isApplying) return;
    const result = await apply(mode);
    if (result === null) return;
    onApplied(result);
    onClose();
  };

  return (
    <ChangeSetPreviewDialog
      texts={changeSetTextsOf(request)}
      preview={preview}
      isApplying={isApplying}
      onApply={(mode) => void applyAndClose(mode)}
      onPreviewAgain={previewAgain}
      onCancel={onClose}
    />
  );
}

import { useState, type ReactNode } from 'react';
import type { ChangeSetInput } from '../change-set-input';
import { ChangeSetPreview } from '../components/change-set-preview';

export interface ChangeSetPreviewOpener {
  /** Opens the preview of `request` (its dry run starts at once). */
  open(request: ChangeSetInput): void;
  /** The open preview, to render beside the dialog it was opened from; null while none is open. */
  preview: ReactNode;
}

/**
 * A dialog's own preview of the change set its submit makes (a duplicate, a recurring create): shown
 * over the dialog, whose values stay as they were when the preview is cancelled; `onApplied` runs once
 * the change set was applied (the dialog then closes).
 */
export function useChangeSetPreview(onApplied: () => void): ChangeSetPreviewOpener {
  const [request, setRequest] = useState<ChangeSetInput | null>(null);
  return {
    open: setRequest,
    preview:
      request === null ? null : (
        <ChangeSetPreview request={request} onApplied={onApplied} onClose={() => setRequest(null)} />
      ),
  };
}

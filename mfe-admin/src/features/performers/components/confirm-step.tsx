import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, DialogActions } from '@booking-portal/shell/runtime';

const Text = styled.p`
  margin: 0 0 0.75rem;
`;

export interface ConfirmStepProps {
  /** What will happen, ending in a question. */
  question: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  isSaving: boolean;
}

/** A dialog's 'are you sure' step before a destructive write (a link reset that breaks the old link). */
export function ConfirmStep({ question, confirmLabel, onCancel, onConfirm, isSaving }: ConfirmStepProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The safe choice gets the focus: the button that led here has gone.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <>
      <Text>{question}</Text>
      <DialogActions>
        <Button ref={cancelRef} $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button $variant="destructive" disabled={isSaving} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}

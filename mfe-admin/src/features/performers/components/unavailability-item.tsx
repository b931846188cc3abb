import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PerformerUnavailabilityDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { SpanItem, SpanItemNote, SpanItemTitle, spanLabel } from '../../availability';
import { UNAVAILABILITY_TEXTS as TEXTS } from '../unavailability-texts';

const Confirmation = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex-basis: 100%;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface UnavailabilityItemProps {
  period: PerformerUnavailabilityDto;
  performerName: string;
  /** Resolves to true when the period is gone. */
  onRemove: () => Promise<boolean>;
}

/**
 * One unavailable period: its span, zone and reason; Remove asks first, in place (the list is already
 * inside a dialog).
 */
export function UnavailabilityItem({ period, performerName, onRemove }: UnavailabilityItemProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasConfirmed = useRef(false);
  const label = spanLabel(period);

  useEffect(() => {
    // The safe choice gets the focus; back on the list, focus returns to the Remove button that asked.
    if (isConfirming) {
      hasConfirmed.current = true;
      cancelRef.current?.focus();
    } else if (hasConfirmed.current) {
      removeRef.current?.focus();
    }
  }, [isConfirming]);

  const remove = async () => {
    setIsRemoving(true);
    const removed = await onRemove();
    if (!removed) {
      setIsRemoving(false);
      setIsConfirming(false);
    }
  };

  return (
    <SpanItem>
      <div>
        <SpanItemTitle>{label}</SpanItemTitle>
        <SpanItemNote>{TEXTS.inZone(period.timeZone)}</SpanItemNote>
        <p>{period.reason ?? TEXTS.noReason}</p>
      </div>
      {isConfirming ? (
        <Confirmation>
          <p>{TEXTS.confirmRemove(label, performerName)}</p>
          <Actions>
            <Button ref={cancelRef} $variant="secondary" $size="small" onClick={() => setIsConfirming(false)}>
              {TEXTS.cancel}
            </Button>
            <Button
              $variant="destructive"
              $size="small"
              aria-label={TEXTS.removeLabel(label)}
              disabled={isRemoving}
              onClick={() => void remove()}
            >
              {TEXTS.remove}
            </Button>
          </Actions>
        </Confirmation>
      ) : (
        <Button
          ref={removeRef}
          $variant="secondary"
          $size="small"
          aria-label={TEXTS.removeLabel(label)}
          onClick={() => setIsConfirming(true)}
        >
          {TEXTS.remove}
        </Button>
      )}
    </SpanItem>
  );
}

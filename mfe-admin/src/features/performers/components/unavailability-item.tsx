import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PerformerUnavailabilityDto } from '@booking-portal/api/contract';
import {
  Button,
  useVersionedEdit,
  type EditedFields,
  type VersionedWrite,
} from '@booking-portal/shell/runtime';
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
  /** The period's single read: made when Remove is asked, its version sent with the removal. */
  periodUrl: string;
  /** Removes it with the version read; resolves to true when the period is gone. */
  onRemove: (write: VersionedWrite) => Promise<boolean>;
}

/** What the item shows of a period: when and why. */
interface PeriodShown {
  span: string;
  reason: string;
}

const shownOf = (period: PerformerUnavailabilityDto): PeriodShown => ({
  span: spanLabel(period),
  reason: period.reason ?? TEXTS.noReason,
});

const same = (text: string) => text;

/** A colleague's change to the period, as the "changed by a colleague" panel lists it. */
const PERIOD_FIELDS: EditedFields<PeriodShown> = [
  { key: 'span', label: 'When', format: same },
  { key: 'reason', label: 'Reason', format: same },
];

/**
 * One unavailable period: its span, zone and reason; Remove asks first, in place (the list is already
 * inside a dialog). Asking reads the period, and the removal sends that version (If-Match): if someone
 * changed or removed it since, the "changed by a colleague" panel says so instead of an error.
 */
export function UnavailabilityItem({ period, performerName, periodUrl, onRemove }: UnavailabilityItemProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasConfirmed = useRef(false);
  const label = spanLabel(period);
  const [shown, setShown] = useState(() => shownOf(period));

  useEffect(() => {
    // The safe choice gets the focus; back on the list, focus returns to the Remove button that asked.
    if (isConfirming) {
      hasConfirmed.current = true;
      cancelRef.current?.focus();
    } else if (hasConfirmed.current) {
      removeRef.current?.focus();
    }
  }, [isConfirming]);

  const removeWith = async (write: VersionedWrite) => {
    setIsRemoving(true);
    const removed = await onRemove(write);
    if (!removed) setIsRemoving(false);
    return removed;
  };
  const edit = useVersionedEdit({
    url: isConfirming ? periodUrl : null,
    fields: PERIOD_FIELDS,
    valuesOf: shownOf,
    values: shown,
    replaceValues: setShown,
    save: async (_values, write) => {
      await removeWith(write);
    },
    onClose: () => setIsConfirming(false),
    isSaving: isRemoving,
  });
  const remove = async () => {
    let refusedAsStale = false;
    const removed = await removeWith({
      ...edit.write,
      onStaleWrite: (error) => {
        refusedAsStale = true;
        edit.write.onStaleWrite(error);
      },
    });
    // A refusal for staleness stays open on the panel; any other failure goes back to the list.
    if (!removed && !refusedAsStale) setIsConfirming(false);
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
          {edit.panel}
          <p>{TEXTS.confirmRemove(shown.span, performerName)}</p>
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

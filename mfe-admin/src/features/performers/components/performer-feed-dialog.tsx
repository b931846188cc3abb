import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PerformerDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, FieldError, Spinner } from '@booking-portal/shell/runtime';
import { usePerformerFeedReset } from '../hooks/use-performer-feed-reset';
import { FEED_TEXTS } from '../performer-feed-texts';
import { useGetPerformerFeedLinkQuery } from '../performers.endpoints';
import { FeedAddress } from './feed-address';

const Text = styled.p`
  margin: 0 0 0.75rem;
`;

/** What the dialog shows: the link's state, the reset confirmation, or the address just made. */
type Step = { kind: 'status' } | { kind: 'confirmReset' } | { kind: 'address'; address: string };

interface ConfirmResetProps {
  onCancel: () => void;
  onConfirm: () => void;
  isSaving: boolean;
}

function ConfirmReset({ onCancel, onConfirm, isSaving }: ConfirmResetProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The safe choice gets the focus: the Reset link button that led here has gone.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <>
      <Text>{FEED_TEXTS.confirmReset}</Text>
      <DialogActions>
        <Button ref={cancelRef} $variant="secondary" onClick={onCancel}>
          {FEED_TEXTS.cancel}
        </Button>
        <Button $variant="destructive" disabled={isSaving} onClick={onConfirm}>
          {FEED_TEXTS.reset}
        </Button>
      </DialogActions>
    </>
  );
}

export interface PerformerFeedDialogProps {
  performer: PerformerDto;
  onClose: () => void;
}

/**
 * The owner's view of one performer's private calendar feed link: whether it exists, Create link or
 * Reset link (after a confirmation), and the new address, shown this once. Opening it changes nothing.
 */
export function PerformerFeedDialog({ performer, onClose }: PerformerFeedDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const link = useGetPerformerFeedLinkQuery(performer.id, { refetchOnMountOrArgChange: true });
  const { reset, isSaving } = usePerformerFeedReset();
  const hasLink = link.data?.exists === true;

  const makeLink = async () => {
    const address = await reset(performer.id, hasLink);
    if (address !== null) setStep({ kind: 'address', address });
    else setStep({ kind: 'status' });
  };

  const closeButton = (
    <Button $variant="secondary" onClick={onClose}>
      {FEED_TEXTS.close}
    </Button>
  );

  return (
    <Dialog title={FEED_TEXTS.dialogTitle} onClose={onClose}>
      <Text>{FEED_TEXTS.about(performer.name)}</Text>
      {step.kind === 'address' ? (
        <>
          <FeedAddress address={step.address} />
          <DialogActions>{closeButton}</DialogActions>
        </>
      ) : step.kind === 'confirmReset' ? (
        <ConfirmReset
          isSaving={isSaving}
          onCancel={() => setStep({ kind: 'status' })}
          onConfirm={() => void makeLink()}
        />
      ) : link.isLoading ? (
        <Spinner centered />
      ) : link.isError || link.data === undefined ? (
        <>
          <FieldError role="alert">{FEED_TEXTS.checkFailed}</FieldError>
          <DialogActions>{closeButton}</DialogActions>
        </>
      ) : (
        <>
          <Text>{hasLink ? FEED_TEXTS.exists : FEED_TEXTS.none}</Text>
          <DialogActions>
            {closeButton}
            {hasLink ? (
              <Button $variant="destructive" onClick={() => setStep({ kind: 'confirmReset' })}>
                {FEED_TEXTS.reset}
              </Button>
            ) : (
              <Button disabled={isSaving} onClick={() => void makeLink()}>
                {FEED_TEXTS.create}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

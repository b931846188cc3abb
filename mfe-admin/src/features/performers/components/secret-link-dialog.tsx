import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, FieldError, Spinner } from '@booking-portal/shell/runtime';
import { ConfirmStep } from './confirm-step';
import { LinkAddress } from './link-address';

const Text = styled.p`
  margin: 0 0 0.75rem;
`;

/** The words of one kind of secret link (a calendar feed's, a performer page's). */
interface SecretLinkTexts {
  dialogTitle: string;
  exists: string;
  none: string;
  checkFailed: string;
  create: string;
  reset: string;
  confirmReset: string;
  close: string;
  addressLabel: string;
  shownOnce: string;
}

/** What the dialog shows: the link's state, the reset confirmation, or the address just made. */
type Step = { kind: 'status' } | { kind: 'confirmReset' } | { kind: 'address'; address: string };

export interface SecretLinkDialogProps {
  texts: SecretLinkTexts;
  /** What the link opens, for whom. */
  about: string;
  /** Whether a link exists (only a hash of its token is kept, so its address cannot be read). */
  link: { isLoading: boolean; isError: boolean; data?: { exists: boolean } | undefined };
  /** Makes the first link or a new one; resolves to its address, or null when refused. */
  makeLink: (hadLink: boolean) => Promise<string | null>;
  isSaving: boolean;
  /** More the link's state offers (the page's 'Send page link by e-mail'). */
  statusExtra?: ReactNode;
  /** While set, shown instead of the dialog's own step (a confirmation of the extra's own). */
  interruption?: ReactNode;
  onClose: () => void;
}

/**
 * The owner's view of one performer's secret link: whether it exists, Create or Reset (after a
 * confirmation that the old link stops working), and the new address, shown this once. Opening it
 * changes nothing.
 */
export function SecretLinkDialog({
  texts,
  about,
  link,
  makeLink,
  isSaving,
  statusExtra,
  interruption,
  onClose,
}: SecretLinkDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [hasAsked, setHasAsked] = useState(false);
  const resetRef = useRef<HTMLButtonElement>(null);
  const hasLink = link.data?.exists === true;

  useEffect(() => {
    // Back from the confirmation (cancelled or refused), the focus returns to the button that asked.
    if (step.kind !== 'status' || !hasAsked) return;
    resetRef.current?.focus();
    setHasAsked(false);
  }, [step, hasAsked]);

  const backToStatus = () => {
    setStep({ kind: 'status' });
    setHasAsked(true);
  };

  const make = async () => {
    const address = await makeLink(hasLink);
    if (address === null) backToStatus();
    else setStep({ kind: 'address', address });
  };

  const closeButton = (
    <Button $variant="secondary" onClick={onClose}>
      {texts.close}
    </Button>
  );

  let content;
  if (interruption !== undefined && interruption !== null) content = interruption;
  else if (step.kind === 'address')
    content = (
      <>
        <LinkAddress address={step.address} label={texts.addressLabel} shownOnce={texts.shownOnce} />
        <DialogActions>{closeButton}</DialogActions>
      </>
    );
  else if (step.kind === 'confirmReset')
    content = (
      <ConfirmStep
        question={texts.confirmReset}
        confirmLabel={texts.reset}
        isSaving={isSaving}
        onCancel={backToStatus}
        onConfirm={() => void make()}
      />
    );
  else if (link.isLoading) content = <Spinner centered />;
  else if (link.isError || link.data === undefined)
    content = (
      <>
        <FieldError role="alert">{texts.checkFailed}</FieldError>
        <DialogActions>{closeButton}</DialogActions>
      </>
    );
  else
    content = (
      <>
        <Text>{hasLink ? texts.exists : texts.none}</Text>
        {statusExtra}
        <DialogActions>
          {closeButton}
          {hasLink ? (
            <Button ref={resetRef} $variant="destructive" onClick={() => setStep({ kind: 'confirmReset' })}>
              {texts.reset}
            </Button>
          ) : (
            <Button ref={resetRef} disabled={isSaving} onClick={() => void make()}>
              {texts.create}
            </Button>
          )}
        </DialogActions>
      </>
    );

  return (
    <Dialog title={texts.dialogTitle} onClose={onClose}>
      <Text>{about}</Text>
      {content}
    </Dialog>
  );
}

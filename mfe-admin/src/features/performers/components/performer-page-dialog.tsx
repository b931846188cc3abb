import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { PerformerDto } from '@booking-portal/api/contract';
import { Button, FieldHint } from '@booking-portal/shell/runtime';
import { usePerformerPageLink } from '../hooks/use-performer-page-link';
import { PAGE_TEXTS } from '../performer-page-texts';
import { useGetPerformerPageLinkQuery } from '../performer-page.endpoints';
import { ConfirmStep } from './confirm-step';
import { SecretLinkDialog } from './secret-link-dialog';

const SendBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
`;

interface SendLinkProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  email: string | null;
  disabled: boolean;
  onSend: () => void;
}

/** 'Send page link by e-mail', or why it cannot be sent (no e-mail address). */
function SendLink({ buttonRef, email, disabled, onSend }: SendLinkProps) {
  const hintId = useId();
  return (
    <SendBlock>
      <Button
        ref={buttonRef}
        $variant="secondary"
        aria-describedby={hintId}
        disabled={email === null || disabled}
        onClick={onSend}
      >
        {PAGE_TEXTS.send}
      </Button>
      <FieldHint id={hintId}>{email === null ? PAGE_TEXTS.needsEmail : PAGE_TEXTS.sendsTo(email)}</FieldHint>
    </SendBlock>
  );
}

export interface PerformerPageDialogProps {
  performer: PerformerDto;
  onClose: () => void;
}

/**
 * The owner's view of one performer's own page link: the secret link's state, Create or Reset page
 * link, and Send page link by e-mail when the performer has an address (a new link: when one exists,
 * it asks first, since that one stops working).
 */
export function PerformerPageDialog({ performer, onClose }: PerformerPageDialogProps) {
  const link = useGetPerformerPageLinkQuery(performer.id, { refetchOnMountOrArgChange: true });
  const { reset, send, isSaving } = usePerformerPageLink();
  const [isConfirmingSend, setIsConfirmingSend] = useState(false);
  const [hasAsked, setHasAsked] = useState(false);
  const sendRef = useRef<HTMLButtonElement>(null);
  const { email } = performer;

  useEffect(() => {
    // Back from the confirmation, the focus returns to the Send button.
    if (isConfirmingSend || !hasAsked) return;
    sendRef.current?.focus();
    setHasAsked(false);
  }, [isConfirmingSend, hasAsked]);

  const backFromConfirmation = () => {
    setIsConfirmingSend(false);
    setHasAsked(true);
  };

  const sendLink = async () => {
    await send(performer.id);
    backFromConfirmation();
  };

  return (
    <SecretLinkDialog
      texts={PAGE_TEXTS}
      about={PAGE_TEXTS.about(performer.name)}
      link={link}
      makeLink={(hadLink) => reset(performer.id, hadLink)}
      isSaving={isSaving}
      statusExtra={
        <SendLink
          buttonRef={sendRef}
          email={email}
          disabled={isSaving}
          // A first link breaks nothing; a new one replaces the link the performer may be using.
          onSend={() => (link.data?.exists === true ? setIsConfirmingSend(true) : void sendLink())}
        />
      }
      interruption={
        isConfirmingSend && email !== null ? (
          <ConfirmStep
            question={PAGE_TEXTS.confirmSend(email)}
            confirmLabel={PAGE_TEXTS.confirmSendLabel}
            isSaving={isSaving}
            onCancel={backFromConfirmation}
            onConfirm={() => void sendLink()}
          />
        ) : undefined
      }
      onClose={onClose}
    />
  );
}

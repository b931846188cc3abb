import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextField, useToast } from '@booking-portal/shell/runtime';
import { performerDraftProblem, type PerformerDraft } from '../hooks/performer-draft';
import { InstrumentChecklist } from './instrument-checklist';
import { NoticeContactFields } from './notice-contact-fields';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface PerformerFormProps {
  initialDraft: PerformerDraft;
  submitLabel: string;
  /** Resolves to true when saved; the add form then starts over. */
  onSubmit: (draft: PerformerDraft) => Promise<boolean>;
  onSaved?: () => void;
  /** Extra buttons next to submit (the inline editor's Cancel). */
  extraActions?: ReactNode;
  nameLabel: string;
}

/**
 * A performer's name, instruments, e-mail and 'Send booking notices', checked before saving (docs/PRODUCT.md
 * section 5, Performer; the e-mail by the spec's e-mail rule, its problem shown under the field).
 */
export function PerformerForm({
  initialDraft,
  submitLabel,
  onSubmit,
  onSaved,
  extraActions,
  nameLabel,
}: PerformerFormProps) {
  const { toast } = useToast();
  const [name, setName] = useState(initialDraft.name);
  const [instruments, setInstruments] = useState<string[]>(initialDraft.instruments);
  const [email, setEmail] = useState(initialDraft.email);
  const [sendBookingNotices, setSendBookingNotices] = useState(initialDraft.sendBookingNotices);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const draft = { name: name.trim(), instruments, email: email.trim().toLowerCase(), sendBookingNotices };
    const problem = performerDraftProblem(draft);
    setEmailError(problem?.field === 'email' ? problem.message : undefined);
    if (problem !== null) {
      if (problem.field === 'other')
        toast({ title: 'Error', description: problem.message, variant: 'destructive' });
      return;
    }
    setIsSaving(true);
    const saved = await onSubmit(draft);
    setIsSaving(false);
    if (!saved) return;
    setName(initialDraft.name);
    setInstruments(initialDraft.instruments);
    setEmail(initialDraft.email);
    setSendBookingNotices(initialDraft.sendBookingNotices);
    onSaved?.();
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={nameLabel}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <InstrumentChecklist selected={instruments} onChange={setInstruments} />
      <NoticeContactFields
        email={email}
        sendBookingNotices={sendBookingNotices}
        emailError={emailError}
        onEmailChange={setEmail}
        onSendBookingNoticesChange={setSendBookingNotices}
      />
      <Actions>
        <Button type="submit" disabled={isSaving}>
          {submitLabel}
        </Button>
        {extraActions}
      </Actions>
    </Form>
  );
}

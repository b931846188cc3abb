import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PerformerDto } from '@booking-portal/api/contract';
import {
  Button,
  TextField,
  useToast,
  useVersionedEdit,
  type EditedFields,
  type VersionedWrite,
} from '@booking-portal/shell/runtime';
import { draftOf, performerDraftProblem, type PerformerDraft } from '../hooks/performer-draft';
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
  /** An edit's single read (GET /api/performers/:id): its version goes with the save. Absent when adding. */
  entityUrl?: string;
  /** Resolves to true when saved; the add form then starts over. */
  onSubmit: (draft: PerformerDraft, write: VersionedWrite) => Promise<boolean>;
  onSaved?: () => void;
  /** Extra buttons next to submit (the inline editor's Cancel). */
  extraActions?: ReactNode;
  nameLabel: string;
}

const orNone = (text: string) => (text === '' ? 'none' : text);

/** The fields a colleague's save is listed by, as the form names them. */
const PERFORMER_FIELDS: EditedFields<PerformerDraft> = [
  { key: 'name', label: 'Name', format: orNone },
  { key: 'instruments', label: 'Instruments', format: (instruments) => orNone(instruments.join(', ')) },
  { key: 'email', label: 'Email', format: orNone },
  { key: 'sendBookingNotices', label: 'Send booking notices', format: (send) => (send ? 'yes' : 'no') },
];

const draftOfPerformer = (performer: PerformerDto) => draftOf(performer);

/**
 * A performer's name, instruments, e-mail and 'Send booking notices', checked before saving (docs/PRODUCT.md
 * section 5, Performer; the e-mail by the spec's e-mail rule, its problem shown under the field).
 */
export function PerformerForm({
  initialDraft,
  entityUrl,
  submitLabel,
  onSubmit,
  onSaved,
  extraActions,
  nameLabel,
}: PerformerFormProps) {
  const { toast } = useToast();
  const [values, setValues] = useState(initialDraft);
  const { name, instruments, email, sendBookingNotices } = values;
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);

  const send = async (sent: PerformerDraft, write: VersionedWrite) => {
    const draft = { ...sent, name: sent.name.trim(), email: sent.email.trim().toLowerCase() };
    const problem = performerDraftProblem(draft);
    setEmailError(problem?.field === 'email' ? problem.message : undefined);
    if (problem !== null) {
      if (problem.field === 'other')
        toast({ title: 'Error', description: problem.message, variant: 'destructive' });
      return;
    }
    setIsSaving(true);
    const saved = await onSubmit(draft, write);
    setIsSaving(false);
    if (!saved) return;
    setValues(initialDraft);
    onSaved?.();
  };
  const edit = useVersionedEdit({
    url: entityUrl ?? null,
    fields: PERFORMER_FIELDS,
    valuesOf: draftOfPerformer,
    values,
    replaceValues: setValues,
    save: send,
    onClose: () => onSaved?.(),
    isSaving,
  });
  const change =
    <Field extends keyof PerformerDraft>(field: Field) =>
    (value: PerformerDraft[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    await send(values, edit.write);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {edit.panel}
      <TextField
        label={nameLabel}
        value={name}
        maxLength={100}
        onChange={(event) => change('name')(event.target.value)}
      />
      <InstrumentChecklist selected={instruments} onChange={change('instruments')} />
      <NoticeContactFields
        email={email}
        sendBookingNotices={sendBookingNotices}
        emailError={emailError}
        onEmailChange={change('email')}
        onSendBookingNoticesChange={change('sendBookingNotices')}
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

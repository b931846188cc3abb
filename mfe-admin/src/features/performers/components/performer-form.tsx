import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextField, useToast } from '@booking-portal/shell/runtime';
import { performerDraftProblem, type PerformerDraft } from '../hooks/performer-draft';
import { InstrumentChecklist } from './instrument-checklist';

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

/** A performer's name and instruments, checked before saving (SPEC.md section 5, Performer). */
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
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const draft = { name: name.trim(), instruments };
    const problem = performerDraftProblem(draft);
    if (problem !== null) {
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    setIsSaving(true);
    const saved = await onSubmit(draft);
    setIsSaving(false);
    if (!saved) return;
    setName(initialDraft.name);
    setInstruments(initialDraft.instruments);
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
      <Actions>
        <Button type="submit" disabled={isSaving}>
          {submitLabel}
        </Button>
        {extraActions}
      </Actions>
    </Form>
  );
}

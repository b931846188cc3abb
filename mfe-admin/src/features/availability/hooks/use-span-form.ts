import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Schema } from 'yup';
import type { WallClockSpan } from '@booking-portal/api/contract';
import {
  hasProblems,
  schemaProblems,
  serverProblems,
  type FieldProblems,
  type WriteOutcome,
} from '../../form-parts';
import { EMPTY_SPAN_DRAFT, spanFieldOf, spanOf, type SpanDraft, type SpanField } from '../span-draft';

/** The reason's field: every period and closure has one. */
const REASON = 'reason';

export interface SpanFormOptions<Input extends object, Extra extends string> {
  /** The contract schema the body is checked with before it is sent. */
  schema: Schema;
  /** The form's own fields besides the span and the reason (the department): their problems show under them. */
  extraFields: readonly Extra[];
  /** The body of the write: the span and the reason (as typed) with the form's own fields. */
  inputOf: (span: WallClockSpan, reason: string) => Input;
  save: (input: Input) => Promise<WriteOutcome>;
  /** After a save, once the span and the reason have started over. */
  onSaved?: () => void;
}

/**
 * The span and the reason of an add form, and its problems: checked with the contract's schema before
 * sending (each message under its field), the server's 400 shown the same way; after a refused submit
 * the first field with a problem gets the focus.
 */
export function useSpanForm<Input extends object, Extra extends string>({
  schema,
  extraFields,
  inputOf,
  save,
  onSaved,
}: SpanFormOptions<Input, Extra>) {
  type Field = SpanField | typeof REASON | Extra;
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<SpanDraft>(EMPTY_SPAN_DRAFT);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const fieldOf = (path: string): Field | null => {
    if (path === REASON) return REASON;
    return extraFields.find((field) => field === path) ?? spanFieldOf(path, draft.allDay);
  };

  const refuse = (found: FieldProblems<Field>) => {
    setProblems(found);
    if (hasProblems(found)) setRefusals((count) => count + 1);
  };

  /** The span the draft stands for, as a save sends it (reads that follow the form use it too). */
  const span = spanOf(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const input = inputOf(span, reason);
    const found = schemaProblems(schema, input, fieldOf);
    if (hasProblems(found)) {
      refuse(found);
      return;
    }
    setProblems({});
    setIsSaving(true);
    const outcome = await save(input);
    setIsSaving(false);
    if (outcome.saved) {
      setDraft(EMPTY_SPAN_DRAFT);
      setReason('');
      onSaved?.();
    } else {
      refuse(serverProblems(outcome.error, fieldOf));
    }
  };

  return { formRef, draft, setDraft, span, reason, setReason, problems, isSaving, submit };
}

import { TextField } from '@booking-portal/shell/runtime';
import type { FieldProblems } from '../../form-parts';
import type { SpanDraft, SpanField } from '../span-draft';
import { SpanFields } from './span-fields';

export interface SpanReasonFieldsProps {
  /** The span and the reason, as useSpanForm keeps them. */
  form: {
    draft: SpanDraft;
    setDraft: (draft: SpanDraft) => void;
    reason: string;
    setReason: (reason: string) => void;
    problems: FieldProblems<SpanField | 'reason'>;
  };
  /** Names the span's group, e.g. 'When'. */
  legend: string;
  /** Which wall clock the dates and times are read in, e.g. 'Times in America/New York'. */
  zoneHint: string;
  /** What the reason is for and who sees it. */
  reasonHint: string;
  reasonRequired: boolean;
}

/** The span of a period or a closure, then its reason, each problem under its field. */
export function SpanReasonFields({
  form,
  legend,
  zoneHint,
  reasonHint,
  reasonRequired,
}: SpanReasonFieldsProps) {
  return (
    <>
      <SpanFields
        legend={legend}
        draft={form.draft}
        problems={form.problems}
        onChange={form.setDraft}
        zoneHint={zoneHint}
      />
      <TextField
        label="Reason"
        value={form.reason}
        required={reasonRequired}
        error={form.problems.reason}
        hint={reasonHint}
        onChange={(event) => form.setReason(event.target.value)}
      />
    </>
  );
}

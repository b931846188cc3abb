import { useId } from 'react';
import styled from 'styled-components';
import {
  performerUnavailabilitySchema,
  type PerformerUnavailabilityInput,
} from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { SpanReasonFields, useSpanForm } from '../../availability';
import type { WriteOutcome } from '../../form-parts';
import { UNAVAILABILITY_TEXTS as TEXTS } from '../unavailability-texts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const NO_OTHER_FIELDS = [] as const;

export interface UnavailabilityFormProps {
  /** "Times in America/New York": the provider's zone, which the server reads the times in. */
  zoneHint: string;
  onAdd: (period: PerformerUnavailabilityInput) => Promise<WriteOutcome>;
}

/** Add unavailability: one or several whole days, or a span with times, and an optional reason. */
export function UnavailabilityForm({ zoneHint, onAdd }: UnavailabilityFormProps) {
  const titleId = useId();
  const form = useSpanForm({
    schema: performerUnavailabilitySchema,
    extraFields: NO_OTHER_FIELDS,
    inputOf: (span, reason): PerformerUnavailabilityInput => ({
      ...span,
      reason: reason.trim() === '' ? null : reason.trim(),
    }),
    save: onAdd,
  });

  return (
    <Form
      ref={form.formRef}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void form.submit(event)}
    >
      <Title id={titleId}>{TEXTS.addTitle}</Title>
      <SpanReasonFields
        form={form}
        legend={TEXTS.when}
        zoneHint={zoneHint}
        reasonHint={TEXTS.reasonHint}
        reasonRequired={false}
      />
      <Actions>
        <Button type="submit" disabled={form.isSaving}>
          {TEXTS.add}
        </Button>
      </Actions>
    </Form>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { venueClosureSchema, type DepartmentDto, type VenueClosureInput } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, Select } from '@booking-portal/shell/runtime';
import { SpanReasonFields, useSpanForm } from '../../availability';
import type { WriteOutcome } from '../../form-parts';
import { CLOSURE_TEXTS as TEXTS } from '../closure-texts';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const FORM_FIELDS = ['departmentId'] as const;
/** The department select's value for the whole organization. */
const WHOLE_ORGANIZATION = '';

export interface ClosureFormDialogProps {
  departments: DepartmentDto[];
  /** "Times in America/New York": the organization's zone, which the server reads the times in. */
  zoneHint: string;
  onAdd: (closure: VenueClosureInput) => Promise<WriteOutcome>;
  onClose: () => void;
}

/** Add Closure: a department or the whole organization, whole days or a span with times, and a reason. */
export function ClosureFormDialog({ departments, zoneHint, onAdd, onClose }: ClosureFormDialogProps) {
  const [department, setDepartment] = useState(WHOLE_ORGANIZATION);
  const form = useSpanForm({
    schema: venueClosureSchema,
    extraFields: FORM_FIELDS,
    inputOf: (span, reason): VenueClosureInput => ({
      ...span,
      departmentId: department === WHOLE_ORGANIZATION ? null : Number(department),
      reason: reason.trim(),
    }),
    save: onAdd,
    onSaved: onClose,
  });
  const options = [
    { value: WHOLE_ORGANIZATION, label: TEXTS.wholeOrganization },
    ...departments.map(({ id, name }) => ({ value: String(id), label: name })),
  ];

  return (
    <Dialog title={TEXTS.formTitle} onClose={onClose} wide>
      <form ref={form.formRef} noValidate onSubmit={(event) => void form.submit(event)}>
        <Fields>
          <Select
            label={TEXTS.department}
            options={options}
            value={department}
            error={form.problems.departmentId}
            onChange={(event) => setDepartment(event.target.value)}
          />
          <SpanReasonFields
            form={form}
            legend={TEXTS.when}
            zoneHint={zoneHint}
            reasonHint={TEXTS.reasonHint}
            reasonRequired
          />
        </Fields>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={form.isSaving}>
            {TEXTS.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

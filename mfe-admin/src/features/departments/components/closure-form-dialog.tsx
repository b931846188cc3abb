import { useState } from 'react';
import styled from 'styled-components';
import { venueClosureSchema, type DepartmentDto, type VenueClosureInput } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, Select } from '@booking-portal/shell/runtime';
import { SpanReasonFields, useSpanForm } from '../../availability';
import type { WriteOutcome } from '../../form-parts';
import { CLOSURE_TEXTS as TEXTS } from '../closure-texts';
import { useCoveredBookings } from '../hooks/use-covered-bookings';
import { CoveredBookingsSection } from './covered-bookings-section';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/**
 * The actions stay at the foot of the dialog while it scrolls: the list of covered bookings appearing
 * above them never pushes Save out of sight (on a phone the dialog is taller than the screen).
 */
const Actions = styled(DialogActions)`
  position: sticky;
  bottom: -1.5rem;
  margin: 1.25rem -1.5rem -1.5rem;
  padding: 0.75rem 1.5rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    bottom: -1rem;
    margin: 1.25rem -1rem -1rem;
    padding: 0.75rem 1rem 1rem;
  }
`;

const FORM_FIELDS = ['departmentId'] as const;
/** The department select's value for the whole organization. */
const WHOLE_ORGANIZATION = '';

export interface ClosureFormDialogProps {
  organizationId: number;
  departments: DepartmentDto[];
  /** "Times in America/New York": the organization's zone, which the server reads the times in. */
  zoneHint: string;
  onAdd: (closure: VenueClosureInput) => Promise<WriteOutcome>;
  onClose: () => void;
}

/**
 * Add Closure: a department or the whole organization, whole days or a span with times, and a reason.
 * While it is written the dialog lists the bookings the closure would cover; adding it over bookings
 * is allowed (they stay, marked 'Venue closed' in the calendar, whose Close Venue can also cancel or
 * move them).
 */
export function ClosureFormDialog({
  organizationId,
  departments,
  zoneHint,
  onAdd,
  onClose,
}: ClosureFormDialogProps) {
  const [department, setDepartment] = useState(WHOLE_ORGANIZATION);
  const departmentId = department === WHOLE_ORGANIZATION ? null : Number(department);
  const form = useSpanForm({
    schema: venueClosureSchema,
    extraFields: FORM_FIELDS,
    inputOf: (span, reason): VenueClosureInput => ({
      ...span,
      departmentId,
      reason: reason.trim(),
    }),
    save: onAdd,
    onSaved: onClose,
  });
  const covered = useCoveredBookings(organizationId, { departmentId, ...form.span });
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
        <CoveredBookingsSection state={covered} onRetry={covered.retry} />
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={form.isSaving}>
            {TEXTS.add}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

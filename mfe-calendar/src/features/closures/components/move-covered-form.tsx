import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CHANGE_SET_MESSAGES,
  type BookingMoveTarget,
  type DepartmentSummaryDto,
} from '@booking-portal/api/contract';
import { Button, Select, TextField } from '@booking-portal/shell/runtime';
import { CLOSE_VENUE_TEXTS as TEXTS } from '../closure-dialog-texts';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.75rem 1rem;
  margin: 0.75rem 0 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Submit = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

/** The department select's value for 'leave each booking where it is'. */
const SAME_DEPARTMENT = '';

export interface MoveCoveredFormProps {
  /** The departments the bookings may move to (the closed one left out by the caller). */
  departments: readonly DepartmentSummaryDto[];
  /** Opens the move's preview with one target for every covered booking. */
  onPreview: (target: BookingMoveTarget) => void;
}

/**
 * Where a closed venue's bookings go: another department on the same day and time, another date at
 * the same time and venue, or both. One target for all of them; the preview shows each booking's move.
 */
export function MoveCoveredForm({ departments, onPreview }: MoveCoveredFormProps) {
  const [department, setDepartment] = useState(SAME_DEPARTMENT);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target: BookingMoveTarget = {
      department: department === SAME_DEPARTMENT ? undefined : department,
      date: date === '' ? undefined : date,
    };
    if (target.department === undefined && target.date === undefined) {
      setProblem(CHANGE_SET_MESSAGES.moveTargetRequired);
      return;
    }
    setProblem(null);
    onPreview(target);
  };

  const options = [
    { value: SAME_DEPARTMENT, label: TEXTS.sameDepartment },
    ...departments.map(({ name }) => ({ value: name, label: name })),
  ];
  return (
    <form noValidate onSubmit={submit}>
      <Fieldset>
        <legend>{TEXTS.moveLegend}</legend>
        <Select
          label={TEXTS.moveDepartment}
          options={options}
          value={department}
          onChange={(event) => setDepartment(event.target.value)}
        />
        <TextField
          label={TEXTS.moveDate}
          type="date"
          value={date}
          hint={TEXTS.moveDateHint}
          onChange={(event) => setDate(event.target.value)}
        />
        {problem !== null && <Problem role="alert">{problem}</Problem>}
        <Submit>
          <Button type="submit">{TEXTS.previewMove}</Button>
        </Submit>
      </Fieldset>
    </form>
  );
}

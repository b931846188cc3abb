import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DepartmentSummaryDto } from '@booking-portal/api/contract';
import { departmentColor } from '../../booking-presentation';

const Panel = styled.fieldset`
  max-height: 10rem;
  overflow-y: auto;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Legend = styled.legend`
  padding: 0 0.25rem;
  font-weight: 600;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
`;

/**
 * Pending Only stays in sight at the panel's foot while the departments scroll behind it: a phone shows
 * only a few of them in the panel's 10rem, and there a shadow tells that more lie above.
 */
const PendingRow = styled.div`
  position: sticky;
  bottom: 0;
  margin-top: 0.5rem;
  padding: 0.375rem 0 0.625rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    box-shadow: 0 -0.375rem 0.375rem -0.375rem rgb(15 23 42 / 0.35);
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  cursor: pointer;
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 0.875rem;
  height: 0.875rem;
  border: 1px solid rgb(15 23 42 / 0.3);
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ $color }) => $color};
`;

/**
 * 'Select All Departments': checked when every department shows, mixed (indeterminate) when only some
 * do. A checkbox is made indeterminate only through its DOM property, never by an attribute.
 */
function SelectAllCheckbox({
  checked,
  mixed,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input ref={ref} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
  );
}

export interface DepartmentFilterPanelProps {
  /** The departments this user may pick. */
  offered: readonly DepartmentSummaryDto[];
  /** Every department of the organization, for the colour rule. */
  all: readonly DepartmentSummaryDto[];
  /** Names shown; null means all. */
  shown: readonly string[] | null;
  pendingOnly: boolean;
  onShowAll: (showAll: boolean) => void;
  onToggle: (name: string) => void;
  onPendingOnly: (pendingOnly: boolean) => void;
}

/** 'Select Departments to Display': Select All, one coloured checkbox per department, Pending Only. */
export function DepartmentFilterPanel({
  offered,
  all,
  shown,
  pendingOnly,
  onShowAll,
  onToggle,
  onPendingOnly,
}: DepartmentFilterPanelProps) {
  const isShown = (name: string) => shown === null || shown.includes(name);
  const someShown = shown !== null && offered.some(({ name }) => shown.includes(name));
  return (
    <Panel>
      <Legend>Select Departments to Display</Legend>
      <Options>
        <Choice>
          <SelectAllCheckbox checked={shown === null} mixed={someShown} onChange={onShowAll} />
          Select All Departments
        </Choice>
        {offered.map(({ id, name }) => (
          <Choice key={id}>
            <input type="checkbox" checked={isShown(name)} onChange={() => onToggle(name)} />
            <Swatch aria-hidden="true" $color={departmentColor(name, all)} />
            {name}
          </Choice>
        ))}
      </Options>
      <PendingRow>
        <Choice>
          <input
            type="checkbox"
            checked={pendingOnly}
            onChange={(event) => onPendingOnly(event.target.checked)}
          />
          Pending Only
        </Choice>
      </PendingRow>
    </Panel>
  );
}

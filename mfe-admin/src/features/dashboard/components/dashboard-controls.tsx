import { useId } from 'react';
import styled from 'styled-components';
import { DASHBOARD_RANGE_DAYS, type DashboardRangeDays } from '@booking-portal/api/contract';
import { Button, Select } from '@booking-portal/shell/runtime';
import { RANGE_OPTIONS } from '../dashboard-texts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
`;

const RangeSelect = styled.div`
  min-width: 11rem;
`;

const Checkbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  cursor: pointer;
`;

const SELECT_OPTIONS = RANGE_OPTIONS.map((option) => ({ value: String(option.days), label: option.label }));

function rangeOf(value: string): DashboardRangeDays | null {
  return DASHBOARD_RANGE_DAYS.find((days) => String(days) === value) ?? null;
}

export interface DashboardControlsProps {
  days: DashboardRangeDays;
  onDaysChange: (days: DashboardRangeDays) => void;
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
  onRefresh: () => void;
}

/** Time range, auto-refresh and Refresh (docs/PRODUCT.md section 2, System Dashboard). */
export function DashboardControls(props: DashboardControlsProps) {
  const checkboxId = useId();
  return (
    <Bar>
      <RangeSelect>
        <Select
          label="Time range"
          options={SELECT_OPTIONS}
          value={String(props.days)}
          onChange={(event) => {
            const days = rangeOf(event.target.value);
            if (days !== null) props.onDaysChange(days);
          }}
        />
      </RangeSelect>
      <Checkbox htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={props.autoRefresh}
          onChange={(event) => props.onAutoRefreshChange(event.target.checked)}
        />
        Auto-refresh
      </Checkbox>
      <Button $variant="secondary" onClick={props.onRefresh}>
        Refresh
      </Button>
    </Bar>
  );
}

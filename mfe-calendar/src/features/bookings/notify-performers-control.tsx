import { useId } from 'react';
import styled from 'styled-components';
import type { NotifyPerformers } from '@booking-portal/api/contract';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  font-size: 0.875rem;
`;

const Legend = styled.legend`
  float: left;
  margin-right: 0.5rem;
  padding: 0;
  font-weight: 600;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`;

const LABELS: Record<NotifyPerformers, string> = { affected: 'Affected', none: 'None' };
/**
 * The choices, in the contract's order, read off the labels (a Record names every choice): the
 * contract's NOTIFY_PERFORMERS lives beside its yup schemas, which the edit-mode bar, shown with the
 * calendar's first paint, would otherwise bring along.
 */
const CHOICES = Object.keys(LABELS) as NotifyPerformers[];

export interface NotifyPerformersControlProps {
  value: NotifyPerformers;
  onChange: (value: NotifyPerformers) => void;
}

/**
 * 'Notify performers: affected / none' of the booking form, the edit-mode bar and the duplicate
 * dialogs: whether the performers a write touches hear of it in their next digest (default affected).
 */
export function NotifyPerformersControl({ value, onChange }: NotifyPerformersControlProps) {
  const name = useId();
  return (
    <Group>
      <Legend>Notify performers:</Legend>
      {CHOICES.map((choice) => (
        <Choice key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {LABELS[choice]}
        </Choice>
      ))}
    </Group>
  );
}

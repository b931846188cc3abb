import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const SwitchLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
  font-weight: 600;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch does, announced with it. */
  hint: ReactNode;
}

/** An on/off choice: a checkbox with the switch role, its label and its hint. */
export function SwitchField({ label, checked, onChange, hint }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <div>
      <SwitchLabel>
        <input
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </SwitchLabel>
      <Hint id={hintId}>{hint}</Hint>
    </div>
  );
}

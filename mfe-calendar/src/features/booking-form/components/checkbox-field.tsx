import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 1rem;
    height: 1rem;
    margin: 0;
  }
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label text beside it (the label wraps the input, so clicking the text toggles it). */
export function CheckboxField({ label, checked, onChange, ...inputProps }: CheckboxFieldProps) {
  return (
    <Label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...inputProps}
      />
      {label}
    </Label>
  );
}

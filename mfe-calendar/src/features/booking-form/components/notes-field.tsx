import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '@booking-portal/shell/runtime';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 4.5rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
`;

/** Notes go up to 1000 characters (docs/PRODUCT.md section 9). */
const NOTES_MAX_LENGTH = 1000;

export interface NotesFieldProps {
  value: string;
  onChange: (notes: string) => void;
  error?: string | undefined;
}

/** The labelled notes box of the booking form and the advanced duplicate. */
export function NotesField({ value, onChange, error }: NotesFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <Label htmlFor={id}>Notes</Label>
      <TextArea
        id={id}
        value={value}
        maxLength={NOTES_MAX_LENGTH}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

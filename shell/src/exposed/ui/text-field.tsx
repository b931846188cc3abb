import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldWrapper } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string | undefined;
  /** A neutral note under the input (e.g. a recognition note). */
  hint?: ReactNode;
  id?: string;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};

  &:disabled,
  &:read-only {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** A labelled input with its error text, wired for screen readers (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint !== undefined ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        $invalid={Boolean(error)}
        {...inputProps}
      />
      {/* A div: a hint may hold a list (the password rule), which a paragraph cannot. */}
      {hint !== undefined && (
        <FieldHint as="div" id={hintId}>
          {hint}
        </FieldHint>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
});

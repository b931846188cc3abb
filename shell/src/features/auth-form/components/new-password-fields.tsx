import type { ChangeEvent } from 'react';
import { TextField } from '@booking-portal/shell/runtime';
import type { NewPasswordField } from '../form/new-password.schema';
import { PasswordRequirements } from './password-requirements';

export interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
  onLeave: (field: NewPasswordField) => void;
  /** What the first field is called: 'Password' for a new account, 'New password' for a reset. */
  passwordLabel?: string;
}

/** Password and its confirmation, with the server's rule listed and checked as the person types. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  onLeave,
  passwordLabel = 'Password',
}: NewPasswordFieldsProps) {
  const change = (field: NewPasswordField) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(field, event.target.value);

  return (
    <>
      <TextField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        onBlur={() => onLeave('password')}
        error={errors.password}
        hint={<PasswordRequirements password={values.password} />}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        onBlur={() => onLeave('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}

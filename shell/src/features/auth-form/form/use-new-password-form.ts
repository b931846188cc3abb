import { useState } from 'react';
import { newPasswordFormSchema, type NewPasswordField } from './new-password.schema';
import { useSchemaValidation } from './use-schema-validation';

export interface NewPasswordForm {
  values: Record<NewPasswordField, string>;
  /** The messages to show now (after a field was left or a submit was tried). */
  errors: Partial<Record<NewPasswordField, string>>;
  change: (field: NewPasswordField, value: string) => void;
  touch: (field: NewPasswordField) => void;
  /** Shows every message; the chosen password when both fields are valid, else null. */
  passwordForSubmit: () => string | null;
}

/** The state of a password typed twice, checked with the User rules before anything is sent. */
export function useNewPasswordForm(): NewPasswordForm {
  const [values, setValues] = useState<Record<NewPasswordField, string>>({
    password: '',
    confirmPassword: '',
  });
  const { visibleErrors, touch, validateForSubmit } = useSchemaValidation(newPasswordFormSchema, values);

  const change = (field: NewPasswordField, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const passwordForSubmit = () => validateForSubmit()?.password ?? null;

  return { values, errors: visibleErrors, change, touch, passwordForSubmit };
}

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { TextField } from '@booking-portal/shell/runtime';
import { AuthForm, PasswordRequirements, SubmitButton, useSchemaValidation } from '../../auth-form';
import { lookupNote, type LookupNote } from '../email-lookup-note';
import { useCreateAccount } from '../hooks/use-create-account';
import { useEmailLookup, type EmailLookup } from '../hooks/use-email-lookup';
import { useListOrganizationsQuery } from '../register.endpoints';
import { registerRulesOf, registerScreenSchemaOf } from '../register-form.schema';
import { OrganizationSelect } from './organization-select';

type TypedField = 'organizationId' | 'email' | 'password' | 'confirmPassword';
type RegisterField = TypedField | 'department';

const Note = styled.span<{ $tone: LookupNote['tone'] }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'positive' ? theme.colors.success : theme.colors.danger)};
`;

/** A client organization's department is the one its admin gave the e-mail; visitors cannot choose it. */
function departmentOf(lookup: EmailLookup): string | null {
  return lookup.state === 'found' ? lookup.user.department : null;
}

/**
 * A found e-mail without a department is a problem to show at once; when the e-mail is unknown or could
 * not be checked the note already explains the empty department.
 */
function departmentErrorToShow(
  lookup: EmailLookup,
  message: string | undefined,
  visibleMessage: string | undefined,
) {
  if (lookup.state === 'found') return message;
  if (lookup.state === 'not-found' || lookup.state === 'unavailable') return undefined;
  return visibleMessage;
}

/** The e-mail a link brought along (the sign-in screen's, after 'No account found…'), or ''. */
function emailFromLinkState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const email: unknown = Reflect.get(state, 'email');
  return typeof email === 'string' ? email : '';
}

/**
 * The register form of docs/PRODUCT.md section 5: organization, e-mail with its recognition note, passwords.
 * `onLinkSent` gets the server's words when the e-mail must first prove itself through a mailed link.
 */
export function RegisterForm({ onLinkSent }: { onLinkSent: (message: string) => void }) {
  const location = useLocation();
  const [typed, setTyped] = useState<Record<TypedField, string>>(() => ({
    organizationId: '',
    email: emailFromLinkState(location.state),
    password: '',
    confirmPassword: '',
  }));
  const organizationId = typed.organizationId === '' ? null : Number(typed.organizationId);
  const lookup = useEmailLookup(typed.email, organizationId);
  const { createAccount, isCreating } = useCreateAccount(onLinkSent);

  // The same list the organization select shows (one request): the chosen one's kind decides the rules.
  const { data: organizations } = useListOrganizationsQuery();
  const rules = registerRulesOf(organizations?.find(({ id }) => id === organizationId));
  const department = rules === 'client' ? departmentOf(lookup) : null;
  const values: Record<RegisterField, string | null> = { ...typed, department };
  const { errors, visibleErrors, touch, validateForSubmit } = useSchemaValidation(
    registerScreenSchemaOf(rules),
    values,
  );

  const note = lookupNote(lookup, rules);
  const departmentError = departmentErrorToShow(lookup, errors.department, visibleErrors.department);
  const canSubmit = rules !== 'none' && (rules === 'provider' || Boolean(department)) && !isCreating;

  const change = (field: TypedField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setTyped((previous) => ({ ...previous, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const account = validateForSubmit();
    if (account === null) return;
    void createAccount({
      organizationId: account.organizationId,
      email: account.email,
      password: account.password,
      department: account.department,
    });
  };

  return (
    <AuthForm noValidate onSubmit={submit} aria-label="Create account">
      <OrganizationSelect
        value={typed.organizationId}
        onChange={change('organizationId')}
        onBlur={() => touch('organizationId')}
        error={visibleErrors.organizationId}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={typed.email}
        onChange={change('email')}
        onBlur={() => touch('email')}
        error={visibleErrors.email}
        hint={
          note === null ? undefined : (
            <Note role="status" $tone={note.tone}>
              {note.text}
            </Note>
          )
        }
      />
      {rules === 'client' && (
        <TextField
          label="Department"
          name="department"
          readOnly
          placeholder="Filled in from your email"
          value={department ?? ''}
          onBlur={() => touch('department')}
          error={departmentError}
        />
      )}
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={typed.password}
        onChange={change('password')}
        onBlur={() => touch('password')}
        error={visibleErrors.password}
        hint={<PasswordRequirements password={typed.password} />}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={typed.confirmPassword}
        onChange={change('confirmPassword')}
        onBlur={() => touch('confirmPassword')}
        error={visibleErrors.confirmPassword}
      />
      <SubmitButton type="submit" disabled={!canSubmit}>
        {isCreating ? 'Creating account...' : 'Create account'}
      </SubmitButton>
    </AuthForm>
  );
}

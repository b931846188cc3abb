import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import {
  addUserSchema,
  isProviderOrganization,
  type AddUserInput,
  type OrganizationSummary,
} from '@booking-portal/api/contract';
import { Button, FieldHint, Select, TextField, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import { EDITABLE_LEVEL_OPTIONS } from '../user-labels';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

type FieldErrors = Partial<Record<'email' | 'department', string>>;

export interface AddUserDialogProps {
  organization: OrganizationSummary;
  departmentChoices: string[];
  onAdd: (user: AddUserInput) => Promise<boolean>;
  onClose: () => void;
}

function validate(input: AddUserInput): { user: AddUserInput } | { errors: FieldErrors } {
  try {
    return { user: addUserSchema.validateSync(input, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner) {
      if ((issue.path === 'email' || issue.path === 'department') && errors[issue.path] === undefined) {
        errors[issue.path] = issue.message;
      }
    }
    return { errors };
  }
}

/**
 * Add New User (docs/PRODUCT.md sections 2 and 5): provider-organization users are always super admins without a
 * department; other organizations' users are a User or an Organization Admin of one of its departments.
 */
export function AddUserDialog({ organization, departmentChoices, onAdd, onClose }: AddUserDialogProps) {
  const isProvider = isProviderOrganization(organization);
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<'user' | 'org_admin'>('user');
  const [department, setDepartment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isAdding, setIsAdding] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isAdding) return;
    const outcome = validate({
      email,
      permissionLevel: isProvider ? 'super_admin' : level,
      department: isProvider ? null : department,
      organizationId: organization.id,
    });
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    setIsAdding(true);
    const added = await onAdd({ ...outcome.user, department: outcome.user.department ?? null });
    setIsAdding(false);
    if (added) onClose();
  };

  return (
    <Dialog title="Add New User" onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <TextField
            label="Email Address"
            type="email"
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {isProvider ? (
            <FieldHint>{`Users of ${organization.name} are added as Super Admin.`}</FieldHint>
          ) : (
            <>
              <Select
                label="Permission Level"
                options={EDITABLE_LEVEL_OPTIONS}
                value={level}
                onChange={(event) => setLevel(event.target.value === 'org_admin' ? 'org_admin' : 'user')}
              />
              <Select
                label="Department"
                placeholder="Select a department"
                options={departmentChoices.map((name) => ({ value: name, label: name }))}
                value={department}
                error={errors.department}
                onChange={(event) => setDepartment(event.target.value)}
              />
            </>
          )}
        </Fields>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isAdding}>
            {isAdding ? 'Adding User...' : 'Add User'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

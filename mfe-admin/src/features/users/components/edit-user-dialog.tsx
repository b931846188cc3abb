import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ORG_MESSAGES,
  type EditablePermissionLevel,
  type EditUserInput,
  type ManagedUserDto,
} from '@booking-portal/api/contract';
import { Button, FieldHint, Select, TextField, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import type { UserAbilities } from '../user-abilities';
import { EDITABLE_LEVEL_OPTIONS } from '../user-labels';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export interface EditUserDialogProps {
  user: ManagedUserDto;
  abilities: UserAbilities;
  departmentChoices: string[];
  onSave: (changes: EditUserInput) => Promise<boolean>;
  onClose: () => void;
}

function startingLevel(user: ManagedUserDto): EditablePermissionLevel {
  return user.role === 'org_admin' ? 'org_admin' : 'user';
}

/** Edit User: department and permission level; the e-mail is shown but cannot change (docs/PRODUCT.md section 2). */
export function EditUserDialog({ user, abilities, departmentChoices, onSave, onClose }: EditUserDialogProps) {
  const [department, setDepartment] = useState(user.department ?? '');
  const [level, setLevel] = useState<EditablePermissionLevel>(startingLevel(user));
  const [isSaving, setIsSaving] = useState(false);
  const choices =
    user.department !== null && !departmentChoices.includes(user.department)
      ? [user.department, ...departmentChoices]
      : departmentChoices;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const changes: EditUserInput = {};
    if (abilities.showsDepartment) changes.department = department === '' ? null : department;
    if (abilities.level === 'editable' && level !== startingLevel(user)) changes.permissionLevel = level;
    setIsSaving(true);
    const saved = await onSave(changes);
    setIsSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog title="Edit User" onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <TextField label="Email Address" value={user.email} readOnly />
          {abilities.showsDepartment && (
            <Select
              label="Department"
              placeholder="No department"
              options={choices.map((name) => ({ value: name, label: name }))}
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
            />
          )}
          {abilities.level !== 'hidden' && (
            <div>
              <Select
                label="Permission Level"
                options={EDITABLE_LEVEL_OPTIONS}
                value={level}
                disabled={abilities.level === 'locked'}
                onChange={(event) => setLevel(event.target.value as EditablePermissionLevel)}
              />
              {abilities.level === 'locked' && <FieldHint>{ORG_MESSAGES.cannotChangeOwnLevel}</FieldHint>}
            </div>
          )}
        </Fields>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            Save Changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

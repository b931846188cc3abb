import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  API_PATHS,
  ORG_MESSAGES,
  type EditablePermissionLevel,
  type EditUserInput,
  type ManagedUserDto,
} from '@booking-portal/api/contract';
import {
  Button,
  FieldHint,
  Select,
  TextField,
  Dialog,
  DialogActions,
  useVersionedEdit,
  type EditedFields,
  type VersionedWrite,
} from '@booking-portal/shell/runtime';
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
  /** Sends the changes with the version the dialog read; resolves to whether they were saved. */
  onSave: (changes: EditUserInput, write: VersionedWrite) => Promise<boolean>;
  onClose: () => void;
}

function startingLevel(user: ManagedUserDto): EditablePermissionLevel {
  return user.role === 'org_admin' ? 'org_admin' : 'user';
}

interface EditUserValues {
  department: string;
  level: EditablePermissionLevel;
}

const editUserValuesOf = (user: ManagedUserDto): EditUserValues => ({
  department: user.department ?? '',
  level: startingLevel(user),
});

const levelLabel = (level: EditablePermissionLevel) =>
  EDITABLE_LEVEL_OPTIONS.find(({ value }) => value === level)?.label ?? level;

/** The fields a colleague's save is listed by, as the dialog names them. */
const EDIT_USER_FIELDS: EditedFields<EditUserValues> = [
  {
    key: 'department',
    label: 'Department',
    format: (department) => (department === '' ? 'none' : department),
  },
  { key: 'level', label: 'Permission Level', format: levelLabel },
];

/**
 * Edit User: department and permission level; the e-mail is shown but cannot change (docs/PRODUCT.md
 * section 2). It reads the user when it opens and saves with that version; a colleague's save since
 * is shown in the "changed by a colleague" panel.
 */
export function EditUserDialog({ user, abilities, departmentChoices, onSave, onClose }: EditUserDialogProps) {
  const [values, setValues] = useState<EditUserValues>(() => editUserValuesOf(user));
  const { department, level } = values;
  const [isSaving, setIsSaving] = useState(false);

  const send = async (sent: EditUserValues, write: VersionedWrite) => {
    const changes: EditUserInput = {};
    if (abilities.showsDepartment) changes.department = sent.department === '' ? null : sent.department;
    if (abilities.level === 'editable' && sent.level !== startingLevel(user))
      changes.permissionLevel = sent.level;
    setIsSaving(true);
    const saved = await onSave(changes, write);
    setIsSaving(false);
    if (saved) onClose();
  };
  const edit = useVersionedEdit({
    url: API_PATHS.user(user.id),
    fields: EDIT_USER_FIELDS,
    valuesOf: editUserValuesOf,
    values,
    replaceValues: setValues,
    save: send,
    onClose,
    isSaving,
  });
  const setDepartment = (next: string) => setValues((current) => ({ ...current, department: next }));
  const setLevel = (next: EditablePermissionLevel) => setValues((current) => ({ ...current, level: next }));
  const choices =
    user.department !== null && !departmentChoices.includes(user.department)
      ? [user.department, ...departmentChoices]
      : departmentChoices;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    await send(values, edit.write);
  };

  return (
    <Dialog title="Edit User" onClose={onClose}>
      {edit.panel}
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

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { DEFAULT_DEPARTMENT_COLOR, departmentSchema, type DepartmentDto } from '@booking-portal/api/contract';
import {
  Button,
  TextField,
  Dialog,
  DialogActions,
  useVersionedEdit,
  type EditedFields,
  type VersionedWrite,
} from '@booking-portal/shell/runtime';
import { ColorPicker } from './color-picker';

const ColorSection = styled.div`
  margin-top: 1rem;
`;

export interface DepartmentFormValues {
  name: string;
  color: string;
}

export interface DepartmentFormDialogProps {
  title: 'Create New Department' | 'Edit Department';
  submitLabel: string;
  initialValues: DepartmentFormValues;
  /** An edit's single read (GET /api/departments/:id): its version goes with the save. Absent for a create. */
  entityUrl?: string;
  /** Resolves to true when the write succeeded and the dialog may close. */
  onSubmit: (values: DepartmentFormValues, write: VersionedWrite) => Promise<boolean>;
  onClose: () => void;
}

const departmentValuesOf = (department: DepartmentDto): DepartmentFormValues => ({
  name: department.name,
  color: department.color ?? DEFAULT_DEPARTMENT_COLOR,
});

/** The fields a colleague's save is listed by, as the dialog names them. */
const DEPARTMENT_FIELDS: EditedFields<DepartmentFormValues> = [
  { key: 'name', label: 'Department Name', format: (name) => name },
  { key: 'color', label: 'Color', format: (color) => color },
];

function nameError(name: string): string | undefined {
  try {
    departmentSchema.validateSyncAt('name', { name });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Create New Department and Edit Department: a name and one of the 49 preset colours. */
export function DepartmentFormDialog({
  title,
  submitLabel,
  initialValues,
  entityUrl,
  onSubmit,
  onClose,
}: DepartmentFormDialogProps) {
  const [values, setValues] = useState(initialValues);
  const { name, color } = values;
  const [error, setError] = useState<string | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);

  const send = async (sent: DepartmentFormValues, write: VersionedWrite) => {
    setIsSaving(true);
    const saved = await onSubmit({ name: sent.name.trim(), color: sent.color }, write);
    setIsSaving(false);
    if (saved) onClose();
  };
  const edit = useVersionedEdit({
    url: entityUrl ?? null,
    fields: DEPARTMENT_FIELDS,
    valuesOf: departmentValuesOf,
    values,
    replaceValues: setValues,
    save: send,
    onClose,
    isSaving,
  });
  const setName = (next: string) => setValues((current) => ({ ...current, name: next }));
  const setColor = (next: string) => setValues((current) => ({ ...current, color: next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = nameError(name);
    setError(invalid);
    if (invalid !== undefined || isSaving) return;
    await send(values, edit.write);
  };

  return (
    <Dialog title={title} onClose={onClose}>
      {edit.panel}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Department Name"
          name="name"
          value={name}
          maxLength={100}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <ColorSection>
          <ColorPicker value={color} onChange={setColor} />
        </ColorSection>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

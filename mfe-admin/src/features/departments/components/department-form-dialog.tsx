import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { departmentSchema } from '@booking-portal/api/contract';
import { Button, TextField, Dialog, DialogActions } from '@booking-portal/shell/runtime';
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
  /** Resolves to true when the write succeeded and the dialog may close. */
  onSubmit: (values: DepartmentFormValues) => Promise<boolean>;
  onClose: () => void;
}

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
  onSubmit,
  onClose,
}: DepartmentFormDialogProps) {
  const [name, setName] = useState(initialValues.name);
  const [color, setColor] = useState(initialValues.color);
  const [error, setError] = useState<string | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = nameError(name);
    setError(invalid);
    if (invalid !== undefined || isSaving) return;
    setIsSaving(true);
    const saved = await onSubmit({ name: name.trim(), color });
    setIsSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog title={title} onClose={onClose}>
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

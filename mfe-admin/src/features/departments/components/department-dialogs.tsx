import { API_PATHS, DEFAULT_DEPARTMENT_COLOR, type DepartmentDto } from '@booking-portal/api/contract';
import { useDepartmentWrites } from '../hooks/use-department-writes';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { DepartmentFormDialog } from './department-form-dialog';

export type DepartmentDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; department: DepartmentDto }
  | { kind: 'delete'; department: DepartmentDto }
  | null;

export interface DepartmentDialogsProps {
  dialog: DepartmentDialogState;
  organizationId: number;
  departments: DepartmentDto[];
  onClose: () => void;
}

/** Whichever department dialog is open, wired to its write. */
export function DepartmentDialogs({ dialog, organizationId, departments, onClose }: DepartmentDialogsProps) {
  const writes = useDepartmentWrites(organizationId);
  if (dialog === null) return null;

  if (dialog.kind === 'create') {
    return (
      <DepartmentFormDialog
        title="Create New Department"
        submitLabel="Create Department"
        initialValues={{ name: '', color: DEFAULT_DEPARTMENT_COLOR }}
        onSubmit={writes.create}
        onClose={onClose}
      />
    );
  }

  const { department } = dialog;
  if (dialog.kind === 'edit') {
    return (
      <DepartmentFormDialog
        title="Edit Department"
        submitLabel="Save Changes"
        initialValues={{ name: department.name, color: department.color ?? DEFAULT_DEPARTMENT_COLOR }}
        entityUrl={API_PATHS.department(department.id)}
        onSubmit={(values, write) => writes.update(department, values, write)}
        onClose={onClose}
      />
    );
  }

  return (
    <DeleteDepartmentDialog
      department={department}
      otherDepartments={departments.filter(({ id }) => id !== department.id)}
      onDelete={(migrateTo) => writes.remove(department, migrateTo)}
      onClose={onClose}
    />
  );
}

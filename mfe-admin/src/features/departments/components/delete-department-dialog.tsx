import { useState } from 'react';
import styled from 'styled-components';
import { migrationRequiredMessage, ORG_MESSAGES, type DepartmentDto } from '@booking-portal/api/contract';
import { Button, Select, useToast, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import { bookingCountLabel } from './booking-count';

const Note = styled.div<{ $tone: 'warning' | 'safe' }>`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ $tone }) => ($tone === 'warning' ? '#eab308' : '#22c55e')};
  background: ${({ $tone }) => ($tone === 'warning' ? '#fefce8' : '#f0fdf4')};
  color: ${({ $tone }) => ($tone === 'warning' ? '#713f12' : '#14532d')};

  p {
    margin: 0 0 0.75rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export interface DeleteDepartmentDialogProps {
  department: DepartmentDto;
  /** The organization's other departments: where its bookings may move. */
  otherDepartments: DepartmentDto[];
  /** Resolves to true when the department is gone and the dialog may close. */
  onDelete: (migrateTo: string | undefined) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Deleting a department (SPEC.md sections 2 and 4): a yellow warning with a migration target to pick when
 * it has bookings, a green note when nothing depends on it.
 */
export function DeleteDepartmentDialog({
  department,
  otherDepartments,
  onDelete,
  onClose,
}: DeleteDepartmentDialogProps) {
  const { toast } = useToast();
  const [migrateTo, setMigrateTo] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const hasBookings = department.bookingCount > 0;

  const confirm = async () => {
    if (isDeleting) return;
    if (hasBookings && migrateTo === '') {
      toast({
        title: ORG_MESSAGES.migrationRequiredTitle,
        description: migrationRequiredMessage(department.bookingCount),
        variant: 'destructive',
      });
      return;
    }
    setIsDeleting(true);
    const deleted = await onDelete(hasBookings ? migrateTo : undefined);
    setIsDeleting(false);
    if (deleted) onClose();
  };

  return (
    <Dialog title="Delete Department" onClose={onClose}>
      <p>{`Are you sure you want to delete "${department.name}"?`}</p>
      {hasBookings ? (
        <Note $tone="warning">
          <p>
            {`This department has ${bookingCountLabel(department.bookingCount)}. ` +
              'Select a department to migrate them to before deleting it.'}
          </p>
          <Select
            label="Migrate bookings to"
            placeholder="Select a department"
            options={otherDepartments.map(({ name }) => ({ value: name, label: name }))}
            value={migrateTo}
            onChange={(event) => setMigrateTo(event.target.value)}
          />
        </Note>
      ) : (
        <Note $tone="safe">
          <p>This department has no bookings and can be safely deleted.</p>
        </Note>
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button $variant="destructive" disabled={isDeleting} onClick={() => void confirm()}>
          Delete Department
        </Button>
      </DialogActions>
    </Dialog>
  );
}

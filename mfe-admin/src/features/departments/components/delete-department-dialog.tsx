import { useState } from 'react';
import styled from 'styled-components';
import {
  departmentMigrationRequiredMessage,
  ORG_MESSAGES,
  userCountLabel,
  type DepartmentDto,
} from '@booking-portal/api/contract';
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
  /** The organization's other departments: where its bookings and users may move. */
  otherDepartments: DepartmentDto[];
  /** Resolves to true when the department is gone and the dialog may close. */
  onDelete: (migrateTo: string | undefined) => Promise<boolean>;
  onClose: () => void;
}

/** What depends on the department, in the warning's words: '3 bookings and 2 users'. */
function dependentsOf(bookingCount: number, userCount: number): string {
  const parts = [
    ...(bookingCount > 0 ? [bookingCountLabel(bookingCount)] : []),
    ...(userCount > 0 ? [userCountLabel(userCount)] : []),
  ];
  return parts.join(' and ');
}

/** The target's label: what moves there. */
function targetLabel(hasBookings: boolean, hasUsers: boolean): string {
  if (!hasUsers) return 'Migrate bookings to';
  return hasBookings ? 'Migrate bookings and users to' : 'Move users to';
}

/**
 * Deleting a department (docs/PRODUCT.md sections 2 and 4): a yellow warning with a migration target to pick when
 * bookings or users are filed under it (the users move with the bookings; without a target the server
 * refuses the delete rather than leave them without a department), a green note when nothing depends on it.
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
  // Absent from an API that does not count users yet; the server still refuses a delete that needs a target.
  const userCount = department.userCount ?? 0;
  const hasBookings = department.bookingCount > 0;
  const hasUsers = userCount > 0;
  const needsTarget = hasBookings || hasUsers;

  const confirm = async () => {
    if (isDeleting) return;
    if (needsTarget && migrateTo === '') {
      toast({
        title: ORG_MESSAGES.migrationRequiredTitle,
        description: departmentMigrationRequiredMessage(department.bookingCount, userCount),
        variant: 'destructive',
      });
      return;
    }
    setIsDeleting(true);
    const deleted = await onDelete(needsTarget ? migrateTo : undefined);
    setIsDeleting(false);
    if (deleted) onClose();
  };

  return (
    <Dialog title="Delete Department" onClose={onClose}>
      <p>{`Are you sure you want to delete "${department.name}"?`}</p>
      {needsTarget ? (
        <Note $tone="warning">
          <p>
            {`This department has ${dependentsOf(department.bookingCount, userCount)}. ` +
              `Select a department to ${hasBookings ? 'migrate' : 'move'} them to before deleting it.`}
          </p>
          <Select
            label={targetLabel(hasBookings, hasUsers)}
            placeholder="Select a department"
            options={otherDepartments.map(({ name }) => ({ value: name, label: name }))}
            value={migrateTo}
            onChange={(event) => setMigrateTo(event.target.value)}
          />
        </Note>
      ) : (
        <Note $tone="safe">
          <p>This department has no bookings or users and can be safely deleted.</p>
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

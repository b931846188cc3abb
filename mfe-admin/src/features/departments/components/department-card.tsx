import styled from 'styled-components';
import { DEFAULT_DEPARTMENT_COLOR, type DepartmentDto } from '@booking-portal/api/contract';
import { Button, Card } from '@booking-portal/shell/runtime';
import { bookingCountLabel } from './booking-count';

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  list-style: none;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Dot = styled.span<{ $color: string }>`
  width: 1rem;
  height: 1rem;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  border: 1px solid rgb(15 23 42 / 0.2);
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface DepartmentCardProps {
  department: DepartmentDto;
  onEdit: () => void;
  onDelete: () => void;
}

/** One department: its colour dot, its name and how many bookings it holds. */
export function DepartmentCard({ department, onEdit, onDelete }: DepartmentCardProps) {
  return (
    <Item>
      <Title>
        <Dot $color={department.color ?? DEFAULT_DEPARTMENT_COLOR} aria-hidden="true" />
        <h2>{department.name}</h2>
      </Title>
      <Count>{bookingCountLabel(department.bookingCount)}</Count>
      <Actions>
        <Button $variant="secondary" $size="small" aria-label={`Edit ${department.name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button
          $variant="destructive"
          $size="small"
          aria-label={`Delete ${department.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Actions>
    </Item>
  );
}

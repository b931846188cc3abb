import styled from 'styled-components';
import { Button } from '@booking-portal/shell/runtime';
import { addMonths } from '@booking-portal/api/contract';
import { monthTitleOf } from '../../booking-presentation';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

/** Previous and next month arrows around the 'MMMM yyyy' title. */
export function MonthStepper({ date, onDateChange }: { date: string; onDateChange: (date: string) => void }) {
  return (
    <Row>
      <Button
        $variant="secondary"
        $size="small"
        aria-label="Previous month"
        onClick={() => onDateChange(addMonths(date, -1))}
      >
        ‹
      </Button>
      <Title aria-live="polite">{monthTitleOf(date)}</Title>
      <Button
        $variant="secondary"
        $size="small"
        aria-label="Next month"
        onClick={() => onDateChange(addMonths(date, 1))}
      >
        ›
      </Button>
    </Row>
  );
}

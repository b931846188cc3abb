import { useId } from 'react';
import styled from 'styled-components';
import { FieldHint } from '@booking-portal/shell/runtime';
import { shortDateLabel } from '../../booking-presentation';
import type { DateProblems } from '../availability-marks';
import type { AvailabilityCheck } from '../hooks/use-availability-check';
import { availabilityNoteOf } from './availability-note';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const AllFree = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Dates = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DateLine = styled.li`
  color: ${({ theme }) => theme.colors.danger};

  strong {
    font-weight: 600;
  }
`;

const DATES_TITLE = 'Availability on the chosen dates';
const DATES_ALL_CLEAR = 'No problems on the chosen dates';

export interface DateAvailabilityListProps {
  check: AvailabilityCheck;
  /** The checked dates that have a problem for the booking as it would be made. */
  problemDates: readonly DateProblems[];
}

/**
 * Which chosen dates have a problem before the dialog is sent (the recurring dates, the duplicates'
 * target dates): each such date with what stands in the way, or that all are clear.
 */
export function DateAvailabilityList({ check, problemDates }: DateAvailabilityListProps) {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId} aria-live="polite">
      <Title id={titleId}>{DATES_TITLE}</Title>
      {check.state !== 'checked' ? (
        <FieldHint>{availabilityNoteOf(check.state)}</FieldHint>
      ) : problemDates.length === 0 ? (
        <AllFree>
          <span aria-hidden="true">✓ </span>
          {DATES_ALL_CLEAR}
        </AllFree>
      ) : (
        <Dates>
          {problemDates.map(({ date, lines }) => (
            <DateLine key={date}>
              <span aria-hidden="true">⚠ </span>
              <strong>{`${shortDateLabel(date)}: `}</strong>
              {lines.join('; ')}
            </DateLine>
          ))}
        </Dates>
      )}
    </Box>
  );
}

import styled from 'styled-components';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import { ScheduleButton } from './schedule-button';
import { PALETTE } from './schedule-palette';

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${PALETTE.danger};
  border-radius: 12px;
  background: ${PALETTE.dangerSurface};
  color: ${PALETTE.danger};

  p {
    margin: 0;
  }
`;

/** A guest-friendly message when the schedule cannot be read, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert role="alert">
      <p>{SCHEDULE_TEXTS.loadFailed}</p>
      <ScheduleButton onClick={onRetry}>{SCHEDULE_TEXTS.retry}</ScheduleButton>
    </Alert>
  );
}

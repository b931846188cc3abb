import styled from 'styled-components';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import { Card, MutedText } from './schedule-root';

/** Fills the rest of the schedule's reserved height, so the loaded schedule replaces it without a jump. */
const Placeholder = styled(Card)`
  flex: 1;
`;

/** What shows below the header until the schedule's first read has answered. */
export function ScheduleLoading() {
  return (
    <Placeholder as="div">
      <MutedText role="status">{SCHEDULE_TEXTS.loading}</MutedText>
    </Placeholder>
  );
}

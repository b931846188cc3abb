import styled from 'styled-components';
import { PUBLIC_SCHEDULE_TITLE, PUBLIC_VENUE } from '../venue';
import { PALETTE } from './schedule-palette';
import { ResortLogo } from './resort-logo';

const Masthead = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 28px;
  font-weight: 700;
  line-height: 1.2;
`;

const VenueLine = styled.p`
  margin: 0;
  font-size: 16px;
  color: ${PALETTE.mutedText};
`;

/** Logo, 'Performance Schedule' and the venue line (docs/PRODUCT.md section 2). */
export function ScheduleHeader() {
  return (
    <Masthead>
      <ResortLogo />
      <Title>{PUBLIC_SCHEDULE_TITLE}</Title>
      <VenueLine>{PUBLIC_VENUE.name}</VenueLine>
    </Masthead>
  );
}

import styled from 'styled-components';
import { Heading, Page, RoleBadge, Spinner, Subtitle, useSession } from '@booking-portal/shell/runtime';
import { calendarHeadingFor } from '../calendar-heading';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** The calendar screen at '/': its heading and role badge for the signed-in user. */
export default function CalendarPage() {
  const { session } = useSession();
  if (session === null) return <Spinner centered />;
  const { title, subtitle } = calendarHeadingFor(session);
  return (
    <Page
      header={
        <div>
          <TitleRow>
            <Heading>{title}</Heading>
            <RoleBadge role={session.role} />
          </TitleRow>
          <Subtitle>{subtitle}</Subtitle>
        </div>
      }
    />
  );
}

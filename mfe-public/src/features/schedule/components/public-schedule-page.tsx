import styled from 'styled-components';
import { Heading, Logo, Page, Subtitle } from '@booking-portal/shell/runtime';
import { PUBLIC_SCHEDULE_TITLE, PUBLIC_VENUE } from '../venue';

const Masthead = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2rem 1rem 1rem;
  text-align: center;
`;

/** /public: the schedule anyone can read, without signing in (SPEC.md section 2). */
export default function PublicSchedulePage() {
  return (
    <Page>
      <Masthead>
        <Logo size={56} />
        <Heading>{PUBLIC_SCHEDULE_TITLE}</Heading>
        <Subtitle>{PUBLIC_VENUE.name}</Subtitle>
      </Masthead>
    </Page>
  );
}

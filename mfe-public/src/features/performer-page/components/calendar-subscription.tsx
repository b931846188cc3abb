import styled from 'styled-components';
import { PERFORMER_PAGE_TEXTS as T } from '../performer-page.texts';
import { Muted, Section, SectionTitle } from './page-parts';

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FeedLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The webcal:// form of an address: calendar apps open it as a subscription. */
function webcalOf(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

/** The performer's own calendar feed (read-only), as a link and as a calendar app subscription. */
export function CalendarSubscription({ feedUrl }: { feedUrl: string }) {
  return (
    <Section aria-labelledby="performer-calendar-title">
      <SectionTitle id="performer-calendar-title">{T.calendarTitle}</SectionTitle>
      <Muted>{T.calendarText}</Muted>
      <Links>
        <li>
          <FeedLink href={feedUrl}>{T.subscribe}</FeedLink>
        </li>
        <li>
          <FeedLink href={webcalOf(feedUrl)}>{T.subscribeInApp}</FeedLink>
        </li>
      </Links>
    </Section>
  );
}

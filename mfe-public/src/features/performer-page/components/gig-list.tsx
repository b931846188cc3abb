import styled from 'styled-components';
import type { PerformerPageGigDto } from '@booking-portal/api/contract';
import { dayLabel, gigPlaceLabel, gigTimeLabel } from '../page-labels';
import { PERFORMER_PAGE_TEXTS as T } from '../performer-page.texts';
import { Muted, PlainList, Section, SectionTitle } from './page-parts';

const Gig = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 0;
`;

const DateLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-weight: 600;
`;

const Badge = styled.span`
  padding: 0.125rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

const Detail = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

function GigItem({ gig }: { gig: PerformerPageGigDto }) {
  return (
    <Gig>
      <DateLine>
        <span>{dayLabel(gig.date)}</span>
        {gig.tentative && <Badge>{T.tentative}</Badge>}
      </DateLine>
      <Detail>{gigTimeLabel(gig)}</Detail>
      <Detail>{gigPlaceLabel(gig)}</Detail>
      {gig.instrument && <Detail>{`${T.playing}: ${gig.instrument}`}</Detail>}
      {gig.ensembleMates.length > 0 && <Detail>{`${T.with}: ${gig.ensembleMates.join(', ')}`}</Detail>}
    </Gig>
  );
}

/** The performer's gigs from today to a year ahead, oldest first; pending ones are tentative. */
export function GigList({ gigs }: { gigs: readonly PerformerPageGigDto[] }) {
  return (
    <Section aria-labelledby="performer-gigs-title">
      <SectionTitle id="performer-gigs-title">{T.gigsTitle}</SectionTitle>
      {gigs.length === 0 ? (
        <Muted>{T.noGigs}</Muted>
      ) : (
        <PlainList>
          {gigs.map((gig) => (
            <GigItem key={gig.bookingId} gig={gig} />
          ))}
        </PlainList>
      )}
    </Section>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import type { PublicBookingDto } from '@booking-portal/api/contract';
import { timeRangeLabel } from '../performance-labels';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import { textColorOn, venueColorOf, venueDescriptorOf } from '../venue-colors';
import { PALETTE } from './schedule-palette';
import { PerformerItem } from './performer-item';

const Article = styled.article`
  overflow: hidden;
  border: 1px solid ${PALETTE.border};
  border-radius: 12px;
  background: ${PALETTE.surface};
`;

/** The venue's fixed public colour, with the text colour that reaches AA contrast on it. */
const Band = styled.header<{ $background: string; $color: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  padding: 12px 16px;
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
`;

const Venue = styled.h3`
  margin: 0;
  font-size: 18px;
  line-height: 1.3;
`;

const Descriptor = styled.p`
  margin: 0;
  font-size: 14px;
`;

const Time = styled.p`
  margin: 0;
  font-weight: 700;
  white-space: nowrap;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
`;

const ArtistsHeading = styled.h4`
  margin: 0;
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${PALETTE.mutedText};
`;

const Artists = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One performance of the selected day: venue, its descriptor, the times and the featured artists. */
export function PerformanceCard({ booking }: { booking: PublicBookingDto }) {
  const headingId = useId();
  const background = venueColorOf(booking.department);
  const descriptor = venueDescriptorOf(booking.department);
  return (
    <Article aria-labelledby={headingId}>
      <Band $background={background} $color={textColorOn(background)}>
        <div>
          <Venue id={headingId}>{booking.department ?? SCHEDULE_TEXTS.unnamedVenue}</Venue>
          {descriptor !== null && <Descriptor>{descriptor}</Descriptor>}
        </div>
        <Time>{timeRangeLabel(booking)}</Time>
      </Band>
      {booking.performers.length > 0 && (
        <Body>
          <ArtistsHeading>{SCHEDULE_TEXTS.featuredArtists}</ArtistsHeading>
          <Artists>
            {booking.performers.map((performer, index) => (
              <PerformerItem key={`${performer.name}-${index}`} performer={performer} />
            ))}
          </Artists>
        </Body>
      )}
    </Article>
  );
}

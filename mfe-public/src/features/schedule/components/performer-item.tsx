import styled from 'styled-components';
import { instrumentIcon, type PublicPerformerDto } from '@booking-portal/api/contract';
import { PALETTE } from './schedule-palette';
import { PerformerAvatar } from './performer-avatar';

const Item = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Instruments = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${PALETTE.mutedText};
  font-size: 14px;
`;

const Bio = styled.p`
  margin: 0;
  font-size: 14px;
  overflow-wrap: anywhere;
`;

/** One featured artist: picture or initials, name, each instrument with its emoji, and the bio if any. */
export function PerformerItem({ performer }: { performer: PublicPerformerDto }) {
  return (
    <Item>
      <PerformerAvatar name={performer.name} image={performer.image} />
      <Details>
        <Name>{performer.name}</Name>
        {performer.instruments.length > 0 && (
          <Instruments aria-label={`${performer.name}'s instruments`}>
            {performer.instruments.map((instrument) => (
              <li key={instrument}>
                <span aria-hidden="true">{instrumentIcon(instrument)}</span> {instrument}
              </li>
            ))}
          </Instruments>
        )}
        {performer.bio !== null && performer.bio.trim() !== '' && <Bio>{performer.bio}</Bio>}
      </Details>
    </Item>
  );
}

import styled from 'styled-components';
import { detailLinesOf } from '../security-event-details';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.125rem 1rem;
  margin: 0;
  font-size: 0.875rem;
`;

const Pair = styled.div`
  display: flex;
  gap: 0.25rem;
  min-width: 0;
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** A security event's details as label and value pairs ('Method: GET', 'Path: /api/users'), never raw JSON. */
export function SecurityEventDetails({ details }: { details: string | null }) {
  const lines = detailLinesOf(details);
  if (lines.length === 0) return null;
  return (
    <List>
      {lines.map((line, index) => (
        <Pair key={`${line.label}-${index}`}>
          <Term>{`${line.label}:`}</Term>
          <Value>{line.value}</Value>
        </Pair>
      ))}
    </List>
  );
}

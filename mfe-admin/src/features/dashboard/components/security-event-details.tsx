import { detailLinesOf } from '../security-event-details';
import { DetailList, DetailPair, DetailTerm, DetailValue } from './detail-list';

/** A security event's details as label and value pairs ('Method: GET', 'Path: /api/users'), never raw JSON. */
export function SecurityEventDetails({ details }: { details: string | null }) {
  const lines = detailLinesOf(details);
  if (lines.length === 0) return null;
  return (
    <DetailList>
      {lines.map((line, index) => (
        <DetailPair key={`${line.label}-${index}`}>
          <DetailTerm>{`${line.label}:`}</DetailTerm>
          <DetailValue>{line.value}</DetailValue>
        </DetailPair>
      ))}
    </DetailList>
  );
}

import type { DetailLine } from '../security-event-details';
import { DetailList, DetailPair, DetailTerm, DetailValue } from './detail-list';

/** A log entry's details as label and value pairs ('Method: GET', 'Path: /api/users'). */
export function DetailLines({ lines }: { lines: readonly DetailLine[] }) {
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

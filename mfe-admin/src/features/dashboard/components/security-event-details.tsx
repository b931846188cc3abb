import { detailLinesOf } from '../security-event-details';
import { DetailLines } from './detail-lines';

/** A security event's details as label and value pairs ('Method: GET', 'Path: /api/users'), never raw JSON. */
export function SecurityEventDetails({ details }: { details: string | null }) {
  return <DetailLines lines={detailLinesOf(details)} />;
}

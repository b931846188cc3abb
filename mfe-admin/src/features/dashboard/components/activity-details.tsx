import styled from 'styled-components';
import { describeActivity } from '../activity-details';
import { DetailLines } from './detail-lines';

const Sentence = styled.p`
  margin: 0;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** An activity-log entry's details as a sentence and 'label: value' lines, never raw JSON. */
export function ActivityDetails({ action, details }: { action: string; details: string | null }) {
  const { sentence, lines } = describeActivity(action, details);
  return (
    <>
      {sentence !== null && <Sentence>{sentence}</Sentence>}
      <DetailLines lines={lines} />
    </>
  );
}

import styled from 'styled-components';
import type { PerformerUnavailabilityDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { periodLabel } from '../page-labels';
import { PERFORMER_PAGE_TEXTS as T } from '../performer-page.texts';
import { Muted, PlainList, ScreenReaderText } from './page-parts';

const Period = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface UnavailabilityListProps {
  periods: readonly PerformerUnavailabilityDto[];
  /** The period being removed (its button is busy meanwhile). */
  removing: number | null;
  onRemove: (period: PerformerUnavailabilityDto) => void;
}

/** The performer's current unavailable periods, each with its reason and a Remove button. */
export function UnavailabilityList({ periods, removing, onRemove }: UnavailabilityListProps) {
  if (periods.length === 0) return <Muted>{T.noUnavailability}</Muted>;
  return (
    <PlainList>
      {periods.map((period) => {
        const label = periodLabel(period);
        return (
          <Period key={period.id}>
            <Text>
              <span>{label}</span>
              {period.reason && <Muted>{period.reason}</Muted>}
            </Text>
            <Button
              $variant="secondary"
              $size="small"
              disabled={removing !== null}
              onClick={() => onRemove(period)}
            >
              {T.remove}
              <ScreenReaderText>{` ${label}`}</ScreenReaderText>
            </Button>
          </Period>
        );
      })}
    </PlainList>
  );
}

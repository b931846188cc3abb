import type { VenueClosureDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { SpanItem, SpanItemNote, SpanItemTitle, spanLabel } from '../../availability';
import { CLOSURE_TEXTS as TEXTS, closedPlace } from '../closure-texts';

export interface ClosureItemProps {
  closure: VenueClosureDto;
  onRemove: () => void;
}

/** One closure: the department (or the whole organization), its span and zone, and its reason. */
export function ClosureItem({ closure, onRemove }: ClosureItemProps) {
  const place = closedPlace(closure.department);
  const span = spanLabel(closure);
  return (
    <SpanItem>
      <div>
        <SpanItemTitle>{place}</SpanItemTitle>
        <p>{span}</p>
        <SpanItemNote>{TEXTS.inZone(closure.timeZone)}</SpanItemNote>
        <p>{closure.reason}</p>
      </div>
      <Button
        $variant="secondary"
        $size="small"
        aria-label={TEXTS.removeLabel(place, span)}
        onClick={onRemove}
      >
        {TEXTS.remove}
      </Button>
    </SpanItem>
  );
}

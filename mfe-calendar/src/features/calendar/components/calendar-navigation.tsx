import styled from 'styled-components';
import { Button } from '@booking-portal/shell/runtime';
import { viewTitleOf, type CalendarViewKind } from '../calendar-dates';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const VIEWS: { view: CalendarViewKind; label: string; unit: string }[] = [
  { view: 'month', label: 'Month', unit: 'month' },
  { view: 'week', label: 'Week', unit: 'week' },
  { view: 'day', label: 'Day', unit: 'day' },
];

export interface CalendarNavigationProps {
  view: CalendarViewKind;
  date: string;
  canGoBack: boolean;
  onChooseView: (view: CalendarViewKind) => void;
  onBack: () => void;
  onStep: (direction: -1 | 1) => void;
}

/** Month, Week and Day, with Back, previous and next, and the view's title (docs/PRODUCT.md section 2). */
export function CalendarNavigation({
  view,
  date,
  canGoBack,
  onChooseView,
  onBack,
  onStep,
}: CalendarNavigationProps) {
  const unit = VIEWS.find((entry) => entry.view === view)?.unit ?? view;
  return (
    <Bar>
      <Group role="group" aria-label="Calendar view">
        {VIEWS.map((entry) => (
          <Button
            key={entry.view}
            $variant={entry.view === view ? 'primary' : 'secondary'}
            $size="small"
            aria-pressed={entry.view === view}
            onClick={() => onChooseView(entry.view)}
          >
            {entry.label}
          </Button>
        ))}
      </Group>
      <Group>
        <Button $variant="secondary" $size="small" disabled={!canGoBack} onClick={onBack}>
          Back
        </Button>
        <Button $variant="secondary" $size="small" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          ‹
        </Button>
        <Title aria-live="polite">{viewTitleOf(view, date)}</Title>
        <Button $variant="secondary" $size="small" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          ›
        </Button>
      </Group>
    </Bar>
  );
}

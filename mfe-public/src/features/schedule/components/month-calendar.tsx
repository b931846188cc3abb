import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { dateAfterKey } from '../calendar-keys';
import { monthGridOf, monthOf, WEEKDAY_NAMES } from '@booking-portal/api/contract';
import { longDayLabel, monthTitleOf } from '../date-labels';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import { Card, SectionHeading } from './schedule-root';
import { ScheduleButton } from './schedule-button';
import { PALETTE, RADIUS } from './schedule-palette';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
`;

const StepButton = styled(ScheduleButton)`
  min-width: 44px;
  padding: 8px 12px;
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 2px;
`;

const WeekdayHeader = styled.th`
  padding: 4px 0;
  font-size: 14px;
  font-weight: 700;
  color: ${PALETTE.mutedText};
  text-align: center;
`;

const WeekdayAbbr = styled.abbr`
  text-decoration: none;
`;

const Cell = styled.td`
  padding: 0;
  text-align: center;
`;

const Day = styled.button.attrs({ type: 'button' })<{
  $inMonth: boolean;
  $selected: boolean;
  $today: boolean;
}>`
  position: relative;
  width: 100%;
  min-height: 44px;
  padding: 4px 0 10px;
  border: 2px solid transparent;
  border-radius: ${RADIUS.medium};
  background: transparent;
  color: ${({ $inMonth }) => ($inMonth ? PALETTE.text : PALETTE.mutedText)};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${PALETTE.surfaceMuted};
  }

  ${({ $today }) =>
    $today &&
    css`
      border-color: ${PALETTE.primary};
      font-weight: 700;
    `}
  ${({ $selected }) =>
    $selected &&
    css`
      background: ${PALETTE.primary};
      color: ${PALETTE.onPrimary};
      &:hover {
        background: ${PALETTE.primaryHover};
      }
    `}
`;

const Dot = styled.span`
  position: absolute;
  bottom: 5px;
  left: 50%;
  width: 6px;
  height: 6px;
  margin-left: -3px;
  border-radius: 50%;
  background: currentColor;
`;

/** An icon, not a text glyph, so the button's visible content never contradicts its accessible name. */
function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface MonthCalendarProps {
  /** The month shown, 'yyyy-MM-01'. */
  month: string;
  /** The day that holds the grid's single tab stop (roving tabindex). */
  activeDate: string;
  selectedDate: string;
  today: string;
  hasPerformances: (date: string) => boolean;
  /** Moves the tab stop; the page shows that day's month. */
  onActiveDateChange: (date: string) => void;
  onSelect: (date: string) => void;
  onMonthChange: (step: -1 | 1) => void;
}

/**
 * The Sunday-start month calendar (docs/PRODUCT.md section 2) as an ARIA grid: one tab stop, arrows, Home/End
 * and Page Up/Down move it, Enter or Space (or a click) selects the day. Days with performances get a dot.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, activeDate, selectedDate, today, hasPerformances } = props;
  const titleId = useId();
  const weeks = useMemo(() => monthGridOf(month), [month]);
  const gridRef = useRef<HTMLTableElement>(null);
  // Set by a key press, so focus follows the tab stop only when the guest is moving it from the keyboard.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${activeDate}"]`)?.focus();
  }, [activeDate, month]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onSelect(activeDate);
      return;
    }
    const next = dateAfterKey(event.key, activeDate);
    if (next === null) return;
    event.preventDefault();
    moveFocus.current = true;
    props.onActiveDateChange(next);
  }

  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <StepButton aria-label={SCHEDULE_TEXTS.previousMonth} onClick={() => props.onMonthChange(-1)}>
          <Chevron direction="previous" />
        </StepButton>
        <SectionHeading id={titleId} aria-live="polite">
          {monthTitleOf(month)}
        </SectionHeading>
        <StepButton aria-label={SCHEDULE_TEXTS.nextMonth} onClick={() => props.onMonthChange(1)}>
          <Chevron direction="next" />
        </StepButton>
      </Header>
      <Grid role="grid" aria-labelledby={titleId} ref={gridRef} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <WeekdayHeader key={name} scope="col" abbr={name}>
                <WeekdayAbbr title={name}>{name.slice(0, 3)}</WeekdayAbbr>
              </WeekdayHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const booked = hasPerformances(date);
                const selected = date === selectedDate;
                return (
                  <Cell key={date} role="gridcell" aria-selected={selected}>
                    <Day
                      data-date={date}
                      tabIndex={date === activeDate ? 0 : -1}
                      $inMonth={monthOf(date) === month}
                      $selected={selected}
                      $today={date === today}
                      aria-label={`${longDayLabel(date)}${booked ? ', has performances' : ''}`}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => props.onSelect(date)}
                    >
                      {Number(date.slice(8))}
                      {booked && <Dot aria-hidden="true" data-testid="performance-dot" />}
                    </Day>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Card>
  );
}

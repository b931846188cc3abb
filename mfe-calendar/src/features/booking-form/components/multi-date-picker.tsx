import { useId, useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { addMonths, isValidCalendarDate, monthOf } from '@booking-portal/api/contract';
import { FieldError, FieldHint } from '@booking-portal/shell/runtime';
import {
  longDateLabel,
  monthGridWeeksOf,
  monthTitleOf,
  selectedDayMark,
  shortDateLabel,
  todayDate,
  todayDayMark,
  WEEKDAY_COLUMNS,
} from '../../booking-presentation';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: 20rem;
`;

const GroupLabel = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const MonthTitle = styled.p`
  margin: 0;
  font-weight: 600;
`;

const NavButton = styled.button`
  width: 2rem;
  height: 2rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    padding: 0.25rem 0;
    font-size: 0.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }

  td {
    padding: 0.125rem;
    text-align: center;
  }
`;

const DayButton = styled.button<{ $selected: boolean; $today: boolean }>`
  width: 100%;
  aspect-ratio: 1;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  ${({ $today }) => $today && todayDayMark}

  ${({ $selected }) =>
    $selected &&
    css`
      &,
      &:hover:not(:disabled) {
        ${selectedDayMark}
      }
    `}
`;

const Picked = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

export interface MultiDatePickerProps {
  /** Names the calendar, e.g. 'Target dates'. */
  label: string;
  /** Picked dates, yyyy-MM-dd. */
  selected: readonly string[];
  /** Receives the picked dates in date order. */
  onChange: (dates: string[]) => void;
  /** A date (yyyy-MM-dd) whose month shows first; defaults to the first picked date, else today. */
  initialMonth?: string;
  /** Dates that cannot be picked (the booking's own date in recurring mode). */
  disabledDates?: readonly string[];
  /** A neutral note under the calendar, e.g. why the dialog cannot be sent yet. */
  hint?: string | undefined;
  error?: string | undefined;
}

/** The first day ('YYYY-MM-DD') of the month to show first: the given one's, else the first pick's, else today's. */
function monthToShow(initialMonth: string | undefined, selected: readonly string[]): string {
  const start = initialMonth ?? [...selected].sort()[0];
  return monthOf(start !== undefined && isValidCalendarDate(start) ? start : todayDate());
}

/**
 * A small month grid (Sunday first, previous and next month, 'MMMM yyyy' title) where the user toggles
 * dates on and off: the recurring booking's extra dates and the duplicate dialogs' target dates.
 */
export function MultiDatePicker({
  label,
  selected,
  onChange,
  initialMonth,
  disabledDates = [],
  hint,
  error,
}: MultiDatePickerProps) {
  const labelId = useId();
  const noteId = useId();
  const [month, setMonth] = useState(() => monthToShow(initialMonth, selected));
  const weeks = useMemo(() => monthGridWeeksOf(month), [month]);
  const picked = useMemo(() => new Set(selected), [selected]);
  const today = todayDate();
  const sortedPicks = [...picked].sort();

  const toggle = (date: string) => {
    const next = new Set(picked);
    if (next.has(date)) next.delete(date);
    else next.add(date);
    onChange([...next].sort());
  };

  return (
    <Group
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hint !== undefined || error ? noteId : undefined}
    >
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <Header>
        <NavButton type="button" aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
          ‹
        </NavButton>
        <MonthTitle aria-live="polite">{monthTitleOf(month)}</MonthTitle>
        <NavButton type="button" aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))}>
          ›
        </NavButton>
      </Header>
      <Grid>
        <thead>
          <tr>
            {/* Sunday first (docs/ARCHITECTURE.md section 7), each day by its initial. */}
            {WEEKDAY_COLUMNS.map(({ name, initial }) => (
              <th key={name} scope="col" abbr={name}>
                {initial}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, dayOfMonth, inMonth }, index) => {
                // The neighbour months' days are blank: only this month's days can be picked here.
                if (!inMonth) return <td key={`blank-${index}`} />;
                return (
                  <td key={date}>
                    <DayButton
                      type="button"
                      aria-label={longDateLabel(date)}
                      aria-pressed={picked.has(date)}
                      aria-current={date === today ? 'date' : undefined}
                      disabled={disabledDates.includes(date)}
                      $selected={picked.has(date)}
                      $today={date === today}
                      onClick={() => toggle(date)}
                    >
                      {dayOfMonth}
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Picked aria-live="polite">
        {sortedPicks.length === 0
          ? 'No dates selected'
          : `Selected: ${sortedPicks.map((date) => shortDateLabel(date)).join('; ')}`}
      </Picked>
      {error ? (
        <FieldError id={noteId}>{error}</FieldError>
      ) : (
        hint !== undefined && <FieldHint id={noteId}>{hint}</FieldHint>
      )}
    </Group>
  );
}

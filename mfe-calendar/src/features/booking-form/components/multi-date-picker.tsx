import { useId, useMemo, useState } from 'react';
import moment, { type Moment } from 'moment';
import styled, { css } from 'styled-components';
import { WEEKDAY_NAMES } from '@booking-portal/api/contract';
import { FieldError, FieldHint } from '@booking-portal/shell/runtime';
import { longDateLabel, shortDateLabel } from '../date-labels';

const DAY = 'YYYY-MM-DD';

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

  ${({ $today, theme }) =>
    $today &&
    css`
      border-color: ${theme.colors.primary};
      font-weight: 700;
    `}

  ${({ $selected, theme }) =>
    $selected &&
    css`
      &,
      &:hover:not(:disabled) {
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
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

function weeksOf(month: Moment): (Moment | null)[][] {
  const first = month.clone().startOf('month');
  const cells: (Moment | null)[] = [
    ...Array.from({ length: first.day() }, () => null),
    ...Array.from({ length: first.daysInMonth() }, (_, index) => first.clone().add(index, 'days')),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function monthToShow(initialMonth: string | undefined, selected: readonly string[]): Moment {
  const start = initialMonth ?? [...selected].sort()[0];
  const parsed = start === undefined ? moment() : moment(start, DAY, true);
  return (parsed.isValid() ? parsed : moment()).startOf('month');
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
  const weeks = useMemo(() => weeksOf(month), [month]);
  const picked = useMemo(() => new Set(selected), [selected]);
  const today = moment().format(DAY);
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
        <NavButton
          type="button"
          aria-label="Previous month"
          onClick={() => setMonth(month.clone().subtract(1, 'month'))}
        >
          ‹
        </NavButton>
        <MonthTitle aria-live="polite">{month.format('MMMM YYYY')}</MonthTitle>
        <NavButton
          type="button"
          aria-label="Next month"
          onClick={() => setMonth(month.clone().add(1, 'month'))}
        >
          ›
        </NavButton>
      </Header>
      <Grid>
        <thead>
          <tr>
            {/* Sunday first (DESIGN.md section 7), each day by its initial. */}
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.charAt(0)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null)?.format(DAY)}>
              {week.map((day, index) => {
                if (day === null) return <td key={`blank-${index}`} />;
                const date = day.format(DAY);
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
                      {day.date()}
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

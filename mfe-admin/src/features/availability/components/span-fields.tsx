import styled from 'styled-components';
import { TextField } from '@booking-portal/shell/runtime';
import type { FieldProblems } from '../../form-parts';
import type { SpanDraft, SpanField } from '../span-draft';
import { SwitchField } from '../../form-parts';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: 0.5rem;
  padding: 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

/** Start date beside end date (all day), or start above end with date beside time; one column on a phone. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem 1rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

export interface SpanFieldsProps {
  /** Names the group, e.g. 'When' (what the zone hint is about). */
  legend: string;
  draft: SpanDraft;
  problems: FieldProblems<SpanField>;
  onChange: (draft: SpanDraft) => void;
  /** Which wall clock the dates and times are read in, e.g. 'Times in America/New York'. */
  zoneHint: string;
}

/**
 * Start and end of an unavailable period or a closure: an 'All day' switch (on: dates only, one day or
 * several), else dates with times. Each problem shows under its field.
 */
export function SpanFields({ legend, draft, problems, onChange, zoneHint }: SpanFieldsProps) {
  const change = (changes: Partial<SpanDraft>) => onChange({ ...draft, ...changes });

  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <SwitchField
        label="All day"
        checked={draft.allDay}
        onChange={(allDay) => change({ allDay })}
        hint={
          draft.allDay
            ? `Whole days, the end date included. ${zoneHint}.`
            : `From the start time up to the end time. ${zoneHint}.`
        }
      />
      <Grid>
        <TextField
          label="Start date"
          type="date"
          value={draft.startDate}
          error={problems.startDate}
          onChange={(event) => {
            const startDate = event.target.value;
            // A single day is the common pick: the end date follows until it is chosen.
            change(draft.endDate === '' ? { startDate, endDate: startDate } : { startDate });
          }}
        />
        {!draft.allDay && (
          <TextField
            label="Start time"
            type="time"
            value={draft.startTime}
            error={problems.startTime}
            onChange={(event) => change({ startTime: event.target.value })}
          />
        )}
        <TextField
          label="End date"
          type="date"
          value={draft.endDate}
          error={problems.endDate}
          onChange={(event) => change({ endDate: event.target.value })}
        />
        {!draft.allDay && (
          <TextField
            label="End time"
            type="time"
            value={draft.endTime}
            error={problems.endTime}
            onChange={(event) => change({ endTime: event.target.value })}
          />
        )}
      </Grid>
    </Fieldset>
  );
}

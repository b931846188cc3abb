import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@booking-portal/shell/runtime';
import { EMPTY_DRAFT, validateDraft, type PeriodDraft, type PeriodProblems } from '../period-draft';
import { PERFORMER_PAGE_TEXTS as T, zoneHintOf } from '../performer-page.texts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
`;

const FormTitle = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1.0625rem;
`;

/** Two columns (start beside end); one on a phone. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem 1rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    & > button {
      width: 100%;
    }
  }
`;

export interface UnavailabilityFormProps {
  /** The provider's zone: the dates and times are read on its clock. */
  timeZone: string;
  /** Sends the draft; answers the server's problems by field, or null once it was added. */
  onAdd: (draft: PeriodDraft) => Promise<PeriodProblems | null>;
}

/** Adds an unavailable period: whole days by default, or a start and end time. */
export function UnavailabilityForm({ timeZone, onAdd }: UnavailabilityFormProps) {
  const [draft, setDraft] = useState<PeriodDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<PeriodProblems>({});
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const change = (changes: Partial<PeriodDraft>) => setDraft((previous) => ({ ...previous, ...changes }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDraft(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const refused = await onAdd(draft);
      if (refused === null) setDraft(EMPTY_DRAFT);
      else setProblems(refused);
    } finally {
      setSending(false);
    }
  }

  return (
    <Form aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <FormTitle id={titleId}>{T.addTitle}</FormTitle>
      <div>
        <Switch>
          <input
            type="checkbox"
            role="switch"
            aria-describedby={hintId}
            checked={draft.allDay}
            onChange={(event) => change({ allDay: event.target.checked })}
          />
          {T.allDay}
        </Switch>
        <Hint id={hintId}>{`${draft.allDay ? T.allDayHint : T.timesHint} ${zoneHintOf(timeZone)}.`}</Hint>
      </div>
      <Grid>
        <TextField
          label={T.startDate}
          type="date"
          value={draft.startDate}
          error={problems.startDate}
          onChange={(event) => {
            const startDate = event.target.value;
            // One day is the usual pick: the end date follows the start until it is chosen.
            change(draft.endDate === '' ? { startDate, endDate: startDate } : { startDate });
          }}
        />
        <TextField
          label={T.endDate}
          type="date"
          value={draft.endDate}
          error={problems.endDate}
          onChange={(event) => change({ endDate: event.target.value })}
        />
        {!draft.allDay && (
          <>
            <TextField
              label={T.startTime}
              type="time"
              value={draft.startTime}
              error={problems.startTime}
              onChange={(event) => change({ startTime: event.target.value })}
            />
            <TextField
              label={T.endTime}
              type="time"
              value={draft.endTime}
              error={problems.endTime}
              onChange={(event) => change({ endTime: event.target.value })}
            />
          </>
        )}
      </Grid>
      <TextField
        label={T.reason}
        value={draft.reason}
        maxLength={250}
        error={problems.reason}
        onChange={(event) => change({ reason: event.target.value })}
      />
      <Actions>
        <Button type="submit" disabled={sending}>
          {sending ? T.adding : T.add}
        </Button>
      </Actions>
    </Form>
  );
}

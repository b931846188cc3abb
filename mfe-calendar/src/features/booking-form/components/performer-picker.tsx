import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { BOOKING_MESSAGES, BOOKING_VALIDATION_MESSAGES, instrumentIcon } from '@booking-portal/api/contract';
import { FieldError, FieldHint, Select } from '@booking-portal/shell/runtime';
import type { PerformerOption, PerformerPick } from '../performer-picks';
import {
  AvailabilityMark,
  AvailabilityNote,
  FREE_MARK,
  performerMarksOf,
  type AvailabilityCheck,
} from '../../availability-check';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 0.375rem;
  padding: 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-height: 18rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $picked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme, $picked }) => ($picked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
`;

const PerformerLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  cursor: pointer;

  input:disabled + span {
    opacity: 0.6;
  }
`;

const Instruments = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface PerformerPickerProps {
  performers: readonly PerformerOption[];
  picks: readonly PerformerPick[];
  /** The ensemble size; null when the ensemble sets no limit. */
  limit: number | null;
  isLoading: boolean;
  isError: boolean;
  /** After a submit attempt: marks each picked performer still without an instrument. */
  showMissingInstruments: boolean;
  onToggle: (performer: PerformerOption, checked: boolean) => void;
  onInstrumentChange: (performerId: number, instrument: string) => void;
  /** The dialog's live availability check: once it has answered, each performer is marked. */
  availability?: AvailabilityCheck;
}

function instrumentOptions(performer: PerformerOption, pick: PerformerPick) {
  const instruments =
    pick.instrument === '' || performer.instruments.includes(pick.instrument)
      ? performer.instruments
      : [...performer.instruments, pick.instrument];
  return instruments.map((instrument) => ({ value: instrument, label: instrument }));
}

/**
 * Performers with an instrument each: a checkbox per performer and, once picked, the instrument they
 * play. No more than the ensemble allows can be picked (docs/PRODUCT.md section 5). With the dialog's
 * availability check, each performer is marked free, booked or unavailable, and their checkbox is
 * described by the mark.
 */
export function PerformerPicker({
  performers,
  picks,
  limit,
  isLoading,
  isError,
  showMissingInstruments,
  onToggle,
  onInstrumentChange,
  availability,
}: PerformerPickerProps) {
  const isFull = limit !== null && picks.length >= limit;
  const markIdPrefix = useId();
  const marks = useMemo(
    () =>
      availability?.state === 'checked'
        ? performerMarksOf(availability.findings, availability.dates, availability)
        : null,
    [availability],
  );

  const body = () => {
    if (isLoading) return <FieldHint>Loading performers...</FieldHint>;
    if (isError) return <FieldError>{BOOKING_MESSAGES.fetchPerformersFailed}</FieldError>;
    if (performers.length === 0) return <FieldHint>{BOOKING_MESSAGES.noPerformersAvailable}</FieldHint>;
    return (
      <List>
        {performers.map((performer) => {
          const pick = picks.find((candidate) => candidate.performerId === performer.id);
          const markId = `${markIdPrefix}-${performer.id}`;
          return (
            <Row key={performer.id} $picked={pick !== undefined}>
              <RowHead>
                <PerformerLabel>
                  <input
                    type="checkbox"
                    checked={pick !== undefined}
                    disabled={pick === undefined && isFull}
                    aria-describedby={marks === null ? undefined : markId}
                    onChange={(event) => onToggle(performer, event.target.checked)}
                  />
                  <span>{performer.name}</span>
                  {pick !== undefined && pick.instrument !== '' && (
                    <span aria-hidden="true">{instrumentIcon(pick.instrument)}</span>
                  )}
                </PerformerLabel>
                {marks !== null && (
                  <AvailabilityMark id={markId} mark={marks.get(performer.id) ?? FREE_MARK} />
                )}
              </RowHead>
              {pick === undefined ? (
                <Instruments>{performer.instruments.join(', ')}</Instruments>
              ) : (
                <Select
                  label={`Instrument for ${performer.name}`}
                  placeholder="Select an instrument"
                  options={instrumentOptions(performer, pick)}
                  value={pick.instrument}
                  error={
                    showMissingInstruments && pick.instrument === ''
                      ? BOOKING_VALIDATION_MESSAGES.instrumentMissingHint
                      : undefined
                  }
                  onChange={(event) => onInstrumentChange(performer.id, event.target.value)}
                />
              )}
            </Row>
          );
        })}
      </List>
    );
  };

  return (
    <Fieldset>
      <Legend>Performers</Legend>
      {availability !== undefined && <AvailabilityNote state={availability.state} />}
      {limit !== null && (
        <FieldHint>{`${picks.length} of ${limit} ${limit === 1 ? 'performer' : 'performers'} selected`}</FieldHint>
      )}
      {body()}
      {isFull && performers.length > picks.length && (
        <FieldHint>{BOOKING_VALIDATION_MESSAGES.tooManyPerformers}</FieldHint>
      )}
    </Fieldset>
  );
}

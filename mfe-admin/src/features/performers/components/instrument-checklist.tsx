import styled from 'styled-components';
import { INSTRUMENTS } from '@booking-portal/api/contract';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: 0.375rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

/**
 * Every choice in sight, in as many columns as fit (two on a phone): the page scrolls, never a box
 * inside it, which on a phone showed 7 of the choices with no sign that more followed.
 */
const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.25rem 1rem;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.125rem 0;

  /* A finger's target on a phone, as the calendar's phone lists have. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    min-height: 2.75rem;
  }
`;

export interface InstrumentChecklistProps {
  selected: readonly string[];
  onChange: (instruments: string[]) => void;
}

/** The instrument choices of docs/PRODUCT.md section 3 as checkboxes, kept in the spec's order. */
export function InstrumentChecklist({ selected, onChange }: InstrumentChecklistProps) {
  const toggle = (instrument: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(instrument);
    else next.delete(instrument);
    onChange(INSTRUMENTS.filter((choice) => next.has(choice)));
  };

  return (
    <Fieldset>
      <Legend>Instruments</Legend>
      <Options>
        {INSTRUMENTS.map((instrument) => (
          <Option key={instrument}>
            <input
              type="checkbox"
              checked={selected.includes(instrument)}
              onChange={(event) => toggle(instrument, event.target.checked)}
            />
            {instrument}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

import styled from 'styled-components';
import { DEPARTMENT_COLOR_PRESETS } from '@booking-portal/api/contract';

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

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 2rem);
  gap: 0.375rem;
`;

const Swatch = styled.label<{ $color: string }>`
  position: relative;
  display: block;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $color }) => $color};
  border: 2px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface} inset;
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ColorPickerProps {
  value: string;
  onChange: (color: string) => void;
}

/**
 * The 49 preset colours of the Department Manager (docs/PRODUCT.md section 9) as one radio group: one Tab stop,
 * arrow keys move between colours, each colour announced by its hex value.
 */
export function ColorPicker({ value, onChange }: ColorPickerProps) {
  return (
    <Fieldset>
      <Legend>Color</Legend>
      <Grid>
        {DEPARTMENT_COLOR_PRESETS.map((color) => (
          <Swatch key={color} $color={color} title={color}>
            <input
              type="radio"
              name="department-color"
              value={color}
              aria-label={color}
              checked={value.toLowerCase() === color}
              onChange={() => onChange(color)}
            />
          </Swatch>
        ))}
      </Grid>
    </Fieldset>
  );
}

import styled, { css } from 'styled-components';
import type { PerformerMark, PerformerMarkStatus } from '../availability-marks';

/** Each status has its own icon as well as its colour, and the text says it in words. */
const ICONS: Record<PerformerMarkStatus, string> = { free: '✓', booked: '⚠', unavailable: '⛔' };

const Mark = styled.span<{ $status: PerformerMarkStatus }>`
  display: inline-flex;
  align-items: baseline;
  gap: 0.25rem;
  font-size: 0.8125rem;
  font-weight: 600;
  ${({ theme, $status }) => {
    if ($status === 'free')
      return css`
        color: ${theme.colors.success};
      `;
    if ($status === 'unavailable')
      return css`
        color: ${theme.colors.danger};
      `;
    return css`
      color: ${theme.mode === 'dark' ? '#fcd34d' : '#92400e'};
    `;
  }}
`;

/**
 * A performer's availability in a picker: icon and words ('✓ free', '⚠ booked elsewhere',
 * '⛔ unavailable: Holiday'). Its id lets the performer's checkbox be described by it.
 */
export function AvailabilityMark({ id, mark }: { id: string; mark: PerformerMark }) {
  return (
    <Mark id={id} $status={mark.status}>
      <span aria-hidden="true">{ICONS[mark.status]}</span>
      <span>{mark.text}</span>
    </Mark>
  );
}

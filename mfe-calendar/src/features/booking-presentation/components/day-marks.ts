import { css } from 'styled-components';

/** Today in the small month grids (mini-calendar, date picker): outlined in the primary colour, bold. */
export const todayDayMark = css`
  border-color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

/** The selected or picked day in the small month grids: filled with the primary colour. */
export const selectedDayMark = css`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

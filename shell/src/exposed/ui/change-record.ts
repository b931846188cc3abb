import { css } from 'styled-components';

/**
 * How one recorded change reads wherever it is shown (a booking's History, the panel of a save refused
 * because a colleague saved first): its heading (h3), who made it and when (p), then one line a field
 * (ul). Interpolated into the container's own styles.
 */
export const changeRecordStyles = css`
  h3 {
    margin: 0;
    font-size: 1rem;
  }

  p {
    margin: 0.125rem 0 0.375rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

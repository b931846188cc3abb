import { css } from 'styled-components';

/** A button that looks like the text it holds: the month list's day headings and booking lines. */
export const bareButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

import styled from 'styled-components';

/** A page's title: render it once per page as an h1 (the default); pass `as="h2"` for sections. */
export const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
`;

/** The line under a page's heading. */
export const Subtitle = styled.p`
  margin: 0.25rem 0 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

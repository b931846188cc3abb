import styled from 'styled-components';

/** A bordered surface that groups related content. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  padding: 1.5rem;
  box-shadow: 0 1px 3px rgb(15 23 42 / 0.08);
`;

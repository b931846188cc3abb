import type { ReactNode } from 'react';
import styled from 'styled-components';

const Container = styled.div`
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1rem 0.75rem 2rem;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;
`;

/** The frame of a routed screen inside the shell's main landmark: width, spacing, and its header row. */
export function Page({ header, children }: { header?: ReactNode; children?: ReactNode }) {
  return (
    <Container>
      {header !== undefined && <Header>{header}</Header>}
      {children}
    </Container>
  );
}

/** A full-height screen whose one panel sits in its middle: the sign-in, register and unauthorized screens. */
export const CenteredScreen = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
  background: ${({ theme }) => theme.colors.background};
`;

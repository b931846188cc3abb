import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.main`
  min-height: 100vh;
`;

/** The frame of screens without the app header and nav: sign-in, register, unauthorized, public. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <Main id="main-content">{children}</Main>;
}

import type { ReactNode } from 'react';
import styled from 'styled-components';

type NoticeTone = 'info' | 'problem';

const Box = styled.div<{ $tone: NoticeTone }>`
  padding: 0.75rem;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.dangerSurface : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.5rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * A boxed message on a sign-in screen: what the server said about a link or a request. A problem is
 * announced at once (role alert), anything else politely (role status).
 */
export function AuthNotice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'problem' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}

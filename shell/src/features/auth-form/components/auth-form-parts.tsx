import styled from 'styled-components';
import { Button } from '@booking-portal/shell/runtime';

/** The vertical stack of fields of a sign-in screen. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const SubmitButton = styled(Button)`
  width: 100%;
  margin-top: 0.5rem;
`;

/** The line under a form that leads to the other sign-in screen. */
export const SwitchScreenLine = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

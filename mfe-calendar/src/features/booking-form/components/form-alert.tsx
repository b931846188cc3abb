import styled from 'styled-components';

/** A message the user must act on before the form can be sent; render it with role="alert". */
export const FormAlert = styled.div`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  white-space: pre-line;
`;

export const FormAlertTitle = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 600;
`;

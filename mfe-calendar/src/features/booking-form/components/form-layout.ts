import styled from 'styled-components';

/** The booking form's and the duplicate dialogs' field stack. */
export const FormFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** Fields side by side (date and times, department and ensemble), stacked on a phone. */
export const FieldColumns = styled.div<{ $columns: 2 | 3 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 1rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

/** A row of checkboxes (Pending, Recurring, the performer options). */
export const ToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
`;

import styled from 'styled-components';

/** Label and value pairs of a log entry ('Path: /api/users', 'Status: pending → confirmed'). */
export const DetailList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.125rem 1rem;
  margin: 0;
  font-size: 0.875rem;
`;

export const DetailPair = styled.div`
  display: flex;
  gap: 0.25rem;
  min-width: 0;
`;

export const DetailTerm = styled.dt`
  color: ${({ theme }) => theme.colors.mutedText};
`;

export const DetailValue = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

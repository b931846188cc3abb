import styled from 'styled-components';
import { BOOKING_MESSAGES } from '@booking-portal/api/contract';

const Status = styled.p`
  margin: 0;
  padding: 0.75rem 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
`;

/** 'Loading bookings...', announced politely while the visible range loads (docs/PRODUCT.md section 2). */
export function LoadingBookings() {
  return <Status role="status">{BOOKING_MESSAGES.loadingBookings}</Status>;
}

import styled from 'styled-components';
import { writerLabel } from '@booking-portal/api/contract';
import { useBookingEditors } from '@booking-portal/shell/runtime';

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};

  &:empty {
    margin: 0;
  }
`;

/** 'Sam (Palm Cove) is editing', 'Sam (Palm Cove) and Ana are editing', 'A, B and C are editing'. */
function editorsLine(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is editing`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are editing`;
}

/**
 * Who else has this booking's dialog open, in a polite live region: present (and empty) from the
 * start so a colleague opening it later is announced.
 */
export function BookingEditorsNote({ bookingId }: { bookingId: number }) {
  const editors = useBookingEditors(bookingId);
  return <Note role="status">{editorsLine(editors.map(writerLabel))}</Note>;
}

import { useId } from 'react';
import styled from 'styled-components';
import { TextField } from '@booking-portal/shell/runtime';

const SwitchLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
  font-weight: 600;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface NoticeContactFieldsProps {
  email: string;
  sendBookingNotices: boolean;
  emailError: string | undefined;
  onEmailChange: (email: string) => void;
  onSendBookingNoticesChange: (send: boolean) => void;
}

/** The performer's e-mail and the 'Send booking notices' switch: one digest after their bookings change. */
export function NoticeContactFields({
  email,
  sendBookingNotices,
  emailError,
  onEmailChange,
  onSendBookingNoticesChange,
}: NoticeContactFieldsProps) {
  const hintId = useId();
  return (
    <>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        value={email}
        maxLength={255}
        error={emailError}
        hint="Optional. Booking notices go to this address."
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <div>
        <SwitchLabel>
          <input
            type="checkbox"
            role="switch"
            aria-describedby={hintId}
            checked={sendBookingNotices}
            onChange={(event) => onSendBookingNoticesChange(event.target.checked)}
          />
          Send booking notices
        </SwitchLabel>
        <Hint id={hintId}>
          One e-mail a few minutes after their bookings last changed, never one per booking. Needs an e-mail.
        </Hint>
      </div>
    </>
  );
}

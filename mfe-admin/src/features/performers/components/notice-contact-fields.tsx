import { TextField } from '@booking-portal/shell/runtime';
import { SwitchField } from '../../form-parts';

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
      <SwitchField
        label="Send booking notices"
        checked={sendBookingNotices}
        onChange={onSendBookingNoticesChange}
        hint="One e-mail a few minutes after their bookings last changed, never one per booking. Needs an e-mail."
      />
    </>
  );
}

import { Link } from 'react-router-dom';
import { Spinner } from '@booking-portal/shell/runtime';
import { useAccountLink } from '../../account-link';
import { AuthNotice, AuthScreen, SwitchScreenLine } from '../../auth-form';
import { InvitationForm } from './invitation-form';

/** /invitation#token=...: the page an invitation mail opens (the person sets a password and is signed in). */
export function InvitationPage() {
  const invitation = useAccountLink('invitation');

  return (
    <AuthScreen title="Create your account">
      {invitation.state === 'checking' && <Spinner centered label="Checking your invitation..." />}
      {invitation.state === 'valid' && (
        <InvitationForm token={invitation.token} invitation={invitation.link} />
      )}
      {invitation.state === 'invalid' && (
        <AuthNotice tone="problem">
          <p>{invitation.message}</p>
          <p>Ask the administrator who added you to send a new invitation.</p>
        </AuthNotice>
      )}
      <SwitchScreenLine>
        Already have an account? <Link to="/login">Sign in</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}

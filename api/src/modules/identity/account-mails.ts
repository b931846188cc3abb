import { ACCOUNT_LINK_PAGES } from '../../contract';
import { composeMail, type OutgoingMail } from '../mail';

/** Where a mailed link points: the shell's page, with the token in the fragment (never sent to a server). */
function accountLinkUrl(publicOrigin: string, page: string, token: string): string {
  return `${publicOrigin}${page}#token=${token}`;
}

/** Every account mail's key derives from its link's id: queueing it twice keeps one message. */
export function accountLinkMailKey(linkId: number): string {
  return `account-link:${linkId}`;
}

export interface InvitationMailInput {
  linkId: number;
  token: string;
  to: string;
  organizationId: number | null;
  organizationName: string | null;
  /** The e-mail of whoever added or re-invited the person. */
  invitedBy: string;
}

export function invitationMail(publicOrigin: string, input: InvitationMailInput): OutgoingMail {
  const where = input.organizationName ?? 'the Booking Portal';
  const subject = input.organizationName
    ? `You are invited to ${input.organizationName} on the Booking Portal`
    : 'You are invited to the Booking Portal';
  return {
    idempotencyKey: accountLinkMailKey(input.linkId),
    kind: 'invitation',
    to: input.to,
    subject,
    organizationId: input.organizationId,
    ...composeMail({
      greeting: 'Hello,',
      paragraphs: [
        `${input.invitedBy} invited you to join ${where} on the Booking Portal as ${input.to}.`,
        'Open the link to choose your password: your e-mail address and organization are already filled in.',
      ],
      action: {
        label: 'Accept invitation',
        url: accountLinkUrl(publicOrigin, ACCOUNT_LINK_PAGES.invitation, input.token),
      },
      closing: [
        'The link works once and expires in 7 days.',
        'If you did not expect this invitation, you can ignore this mail.',
      ],
    }),
  };
}

export interface RegistrationMailInput {
  linkId: number;
  token: string;
  to: string;
  organizationId: number | null;
  organizationName: string | null;
}

export function registrationMail(publicOrigin: string, input: RegistrationMailInput): OutgoingMail {
  const where = input.organizationName ? ` at ${input.organizationName}` : '';
  return {
    idempotencyKey: accountLinkMailKey(input.linkId),
    kind: 'registration_link',
    to: input.to,
    subject: 'Finish creating your Booking Portal account',
    organizationId: input.organizationId,
    ...composeMail({
      greeting: 'Hello,',
      paragraphs: [
        `Someone, hopefully you, started creating the Booking Portal account of ${input.to}${where}.`,
        'Open the link to finish: you will be asked for the password you chose on the form, and the account is created with it.',
      ],
      action: {
        label: 'Finish creating your account',
        url: accountLinkUrl(publicOrigin, ACCOUNT_LINK_PAGES.registerConfirm, input.token),
      },
      closing: [
        'The link works once and expires in 24 hours.',
        'If you did not fill in the form, ignore this mail: nothing happens without the link and that password.',
      ],
    }),
  };
}

export interface PasswordResetMailInput {
  linkId: number;
  token: string;
  to: string;
  organizationId: number | null;
}

export function passwordResetMail(publicOrigin: string, input: PasswordResetMailInput): OutgoingMail {
  return {
    idempotencyKey: accountLinkMailKey(input.linkId),
    kind: 'password_reset',
    to: input.to,
    subject: 'Reset your Booking Portal password',
    organizationId: input.organizationId,
    ...composeMail({
      greeting: 'Hello,',
      paragraphs: [`Someone asked to reset the password of the Booking Portal account ${input.to}.`],
      action: {
        label: 'Choose a new password',
        url: accountLinkUrl(publicOrigin, ACCOUNT_LINK_PAGES.resetPassword, input.token),
      },
      closing: [
        'The link works once and expires in 30 minutes. Setting a new password signs the account out everywhere else.',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
    }),
  };
}

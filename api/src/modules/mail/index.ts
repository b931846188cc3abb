export { MAIL_KINDS, type MailAttachment, type MailKind, type OutgoingMail } from './mail.types';
export { queueMail } from './mail-outbox.queue';
export { composeMail, escapeHtml, type MailBodies, type MailContent } from './mail-content';

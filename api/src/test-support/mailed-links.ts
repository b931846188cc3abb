import type { Response } from 'supertest';
import { ACCOUNT_LINK_PAGES, API_PATHS } from '../contract';
import type { CaughtMail, MailCatcher } from './mail-catcher';
import { TEST_ORIGIN, type TestApp } from './test-app';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The token of the first link to `page` (e.g. '/invitation') in a mail's text, from its #token= fragment. */
export function linkTokenIn(text: string, page: string, origin = TEST_ORIGIN): string | null {
  const match = new RegExp(`${escapeRegExp(`${origin}${page}`)}#token=([A-Za-z0-9_-]+)`).exec(text);
  return match?.[1] ?? null;
}

/**
 * A stranger's request from `clientIp`, then the work it left after its answer: a person's requests
 * go one after another, so their links are issued in the order they were asked for, however the
 * machine schedules that work.
 */
export async function postSettled(
  app: TestApp,
  path: string,
  body: object,
  clientIp: string,
): Promise<Response> {
  const answer = await app
    .http()
    .post(path)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', clientIp)
    .send(body);
  await app.portal.identityJobs.settled();
  return answer;
}

/**
 * Delivers the due mail through the app's own sender to the test's SMTP server and answers the
 * newest mail to `to` that carries a link to `page`, with that link's token. Link requests queue
 * their mail after answering: this waits for that first.
 */
export async function deliveredLink(
  app: TestApp,
  catcher: MailCatcher,
  to: string,
  page: string,
): Promise<{ mail: CaughtMail; token: string }> {
  await app.portal.identityJobs.settled();
  await app.portal.mail.deliverDue();
  const withLink = catcher.mailsTo(to).filter((mail) => linkTokenIn(mail.parsed.text ?? '', page) !== null);
  const mail = withLink[withLink.length - 1];
  const token = mail ? linkTokenIn(mail.parsed.text ?? '', page) : null;
  if (!mail || !token)
    throw new Error(`no mail to ${to} with a link to ${page} (${catcher.mails.length} received)`);
  return { mail, token };
}

/**
 * Registers a pending user as a person would: the register form (202, no session), then the link
 * mailed to the address, read from the queued mail (no SMTP server needed), with the password chosen
 * on the form typed again. Answers the link's sign-in (201 with the session cookie).
 */
export async function registerThroughMailedLink(
  app: TestApp,
  registration: { organizationId: number; email: string; password: string } & Record<string, unknown>,
  clientIp: string,
): Promise<Response> {
  const requested = await app
    .http()
    .post(API_PATHS.register)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', clientIp)
    .send(registration);
  if (requested.status !== 202)
    throw new Error(`registration answered ${requested.status}: ${requested.text}`);
  await app.portal.identityJobs.settled();
  const queued: { textBody: string } | undefined = await app
    .knex('mail_outbox')
    .first('textBody')
    .where({ recipient: registration.email, kind: 'registration_link' })
    .orderBy('id', 'desc');
  const token = linkTokenIn(
    queued?.textBody ?? '',
    ACCOUNT_LINK_PAGES.registerConfirm,
    app.config.publicOrigin,
  );
  if (!token) throw new Error(`no registration link queued for ${registration.email}`);
  return app
    .http()
    .post(API_PATHS.registerConfirm)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', clientIp)
    .send({ token, password: registration.password });
}

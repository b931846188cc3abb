import type { Knex } from 'knex';
import type { Response } from 'supertest';
import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_LINK_PAGES,
  API_PATHS,
  passwordResetRequestedMessage,
  registrationLinkSentMessage,
} from '../../../contract';
import { linkTokenIn } from '../../../test-support/mailed-links';
import { freshClientIp, login, sessionSetCookie } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * PGlite is one connection: requests never truly run at once there, and a test's open transaction
 * would hold every request back. These need a PostgreSQL server.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('account links under concurrency', () => {
  const app = provideTestApp({ seed: true });

  function post(path: string, body: object, clientIp = freshClientIp()): Promise<Response> {
    return app().http().post(path).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', clientIp).send(body);
  }

  /** The token of the newest mail of the kind queued to the address (after the requests' work). */
  async function queuedToken(email: string, kind: string, page: string): Promise<string> {
    await app().portal.identityJobs.settled();
    const mail: { textBody: string } | undefined = await app()
      .knex('mail_outbox')
      .first('textBody')
      .where({ recipient: email, kind })
      .orderBy('id', 'desc');
    const token = linkTokenIn(mail?.textBody ?? '', page);
    if (!token) throw new Error(`no ${kind} mail to ${email}`);
    return token;
  }

  async function queuedMails(email: string, kind: string): Promise<number> {
    await app().portal.identityJobs.settled();
    const rows: unknown[] = await app().knex('mail_outbox').where({ recipient: email, kind });
    return rows.length;
  }

  /** Runs `whileHeld` inside a transaction that holds what `hold` locks, then lets it go. */
  async function holding<T>(hold: (trx: Knex.Transaction) => Promise<unknown>, whileHeld: () => Promise<T>) {
    const trx = await app().knex.transaction();
    try {
      await hold(trx);
      return await whileHeld();
    } finally {
      await trx.commit();
    }
  }

  it("when the same reset link is completed twice at once, then exactly one sets its password (200), the other is 404 with the used link's message, and the password is the winner's", async () => {
    await post(API_PATHS.passwordResetRequest, { email: 'lobby@palmcove.test' });
    const token = await queuedToken(
      'lobby@palmcove.test',
      'password_reset',
      ACCOUNT_LINK_PAGES.resetPassword,
    );
    const passwords = ['First-racer-1', 'Second-racer-2'];

    const answers = await Promise.all(
      passwords.map((password) => post(API_PATHS.passwordResetComplete, { token, password })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const loser = answers[1 - winner];
    expect(loser?.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect(loser && sessionSetCookie(loser)).toBeUndefined();
    expect((await login(app(), 'lobby@palmcove.test', passwords[winner])).status).toBe(200);
    expect((await login(app(), 'lobby@palmcove.test', passwords[1 - winner])).status).toBe(401);
    const audit: unknown[] = await app().knex('audit_logs').where({ action: 'password_reset' });
    expect(audit).toHaveLength(1);
  });

  it('when no account can be read, then the reset answers for an existing, an unknown and a capped address all come (202, the same text), and only the existing one gets its mail once the accounts are free', async () => {
    const cappedClient = freshClientIp();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await post(API_PATHS.passwordResetRequest, { email: 'manager@palmcove.test' }, cappedClient);
    expect(await queuedMails('manager@palmcove.test', 'password_reset')).toBe(3);
    const requests = [
      { email: 'dusk@palmcove.test', client: freshClientIp() },
      { email: 'nobody-at-all@palmcove.test', client: freshClientIp() },
      { email: 'manager@palmcove.test', client: cappedClient },
    ];

    // Every read of users waits for this lock: an answer that looked the address up would never come.
    const answers = await holding(
      (trx) => trx.raw('lock table users in access exclusive mode'),
      () =>
        Promise.all(
          requests.map(({ email, client }) => post(API_PATHS.passwordResetRequest, { email }, client)),
        ),
    );

    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      requests.map(({ email }) => [202, { message: passwordResetRequestedMessage(email) }]),
    );
    expect(await queuedMails('dusk@palmcove.test', 'password_reset')).toBe(1);
    expect(await queuedMails('nobody-at-all@palmcove.test', 'password_reset')).toBe(0);
    expect(await queuedMails('manager@palmcove.test', 'password_reset')).toBe(3);
  });

  it("when the pending account's row is held, then registrations from a client with mails left and from one past its bound both answer 202 with the same text, and only the first gets a mail once the row is free", async () => {
    const cappedClient = freshClientIp();
    const body = { organizationId: 1, email: 'newhire@palmcove.test', password: 'Newhire-pass-5' };
    for (let attempt = 0; attempt < 3; attempt += 1) await post(API_PATHS.register, body, cappedClient);
    expect(await queuedMails('newhire@palmcove.test', 'registration_link')).toBe(3);

    // The link and its mail wait for the account's row: an answer that waited for them would never come.
    const answers = await holding(
      (trx) => trx('users').where({ email: 'newhire@palmcove.test' }).forUpdate(),
      () => Promise.all([post(API_PATHS.register, body), post(API_PATHS.register, body, cappedClient)]),
    );

    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [202, { message: registrationLinkSentMessage('newhire@palmcove.test'), pending: true }],
      [202, { message: registrationLinkSentMessage('newhire@palmcove.test'), pending: true }],
    ]);
    expect(await queuedMails('newhire@palmcove.test', 'registration_link')).toBe(4);
  });
});

import { retryDelayMs } from '../mail-delivery';
import { messageIdFor } from '../mail-message-id';
import { classifySendFailure } from '../mail-transport';

function smtpError(message: string, fields: { code?: string; responseCode?: number }): Error {
  return Object.assign(new Error(message), fields);
}

describe('what a failed send means', () => {
  it.each([
    ['550 mailbox unavailable', true, { code: 'EENVELOPE', responseCode: 550 }],
    ['554 message rejected', true, { code: 'EMESSAGE', responseCode: 554 }],
    ['451 try again later', false, { code: 'EENVELOPE', responseCode: 451 }],
    ['421 service not available', false, { code: 'ECONNECTION', responseCode: 421 }],
    ['connect ECONNREFUSED', false, { code: 'ECONNECTION' }],
    ['Greeting never received', false, { code: 'ETIMEDOUT' }],
    // Refused credentials are the operator's to fix: the mail waits for them.
    ['535 authentication failed', false, { code: 'EAUTH', responseCode: 535 }],
    ['No recipients defined', true, { code: 'EENVELOPE' }],
  ])('when the send fails with %s, then giving up for good is %s', (message, permanent, fields) => {
    const failure = classifySendFailure(smtpError(message, fields));

    expect(failure.permanent).toBe(permanent);
    expect(failure.reason).toBe(`${fields.code}: ${message}`);
  });

  it('when the reply is long or spans lines, then the reason is one line of at most 500 characters', () => {
    const failure = classifySendFailure(
      smtpError(`550 no\r\nsuch ${'x'.repeat(900)}`, { responseCode: 550 }),
    );

    expect(failure.reason).not.toMatch(/[\r\n]/);
    expect(failure.reason).toHaveLength(500);
  });
});

describe('retry delays', () => {
  it('when sends keep failing, then the wait starts at the base, doubles, and stops at the maximum', () => {
    const retry = { baseMs: 30_000, maxMs: 3_600_000 };

    expect([1, 2, 3, 4, 7, 8, 9, 50].map((attempts) => retryDelayMs(attempts, retry))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('Message-ID of a queued mail', () => {
  it('when derived from an idempotency key, then it is a valid id on the sender domain, the same every time', () => {
    const id = messageIdFor('account-link:42', 'Palm Cove <bookings@palmcove.example>');

    expect(id).toBe('<account-link=3A42@palmcove.example>');
    expect(messageIdFor('account-link:42', 'Palm Cove <bookings@palmcove.example>')).toBe(id);
    expect(messageIdFor('digest:7', 'no-reply@localhost')).toBe('<digest=3A7@localhost>');
  });

  it('when keys differ only in characters a Message-ID cannot hold, then their ids still differ', () => {
    const keys = ['a:b', 'a=3Ab', 'a.b', 'a b', 'a/b', 'é'];
    const ids = keys.map((key) => messageIdFor(key, 'no-reply@localhost'));

    expect(new Set(ids).size).toBe(keys.length);
    for (const id of ids) expect(id).toMatch(/^<[A-Za-z0-9_=-]+@localhost>$/);
  });
});

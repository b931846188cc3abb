import { createLogger, isClientDisconnect } from '..';

function capture(): { lines: string[]; write(line: string): void } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

describe('createLogger', () => {
  it('when a log line carries passwords, cookies or authorization headers, then they are redacted', () => {
    const destination = capture();
    const logger = createLogger('info', destination);

    logger.info(
      {
        body: { email: 'lobby@palmcove.test', password: 'Portal-demo-1' },
        req: { headers: { cookie: 'bp_session=secret-token', authorization: 'Bearer abc' } },
        res: { headers: { 'set-cookie': 'bp_session=secret-token' } },
        config: { sessionSecret: 'config-secret-value', databaseUrl: 'postgres://app:db-password@db/portal' },
      },
      'request',
    );

    const line = destination.lines.join('');
    expect(line).toContain('lobby@palmcove.test');
    expect(line).not.toContain('Portal-demo-1');
    expect(line).not.toContain('secret-token');
    expect(line).not.toContain('Bearer abc');
    expect(line).not.toContain('config-secret-value');
    expect(line).not.toContain('db-password');
    expect(line).toContain('[redacted]');
  });

  it('when a child logger is made per request, then its lines carry the request id', () => {
    const destination = capture();

    createLogger('info', destination).child({ reqId: 'req-42' }).warn('slow');

    expect(JSON.parse(destination.lines[0] ?? '{}')).toMatchObject({
      reqId: 'req-42',
      msg: 'slow',
      level: 40,
    });
  });
});

describe('isClientDisconnect', () => {
  it('when a client went away (ECONNRESET, EPIPE, ECONNABORTED), then it is recognised; other errors are not', () => {
    for (const code of ['ECONNRESET', 'EPIPE', 'ECONNABORTED']) {
      expect(isClientDisconnect(Object.assign(new Error('gone'), { code }))).toBe(true);
    }
    expect(isClientDisconnect(new Error('boom'))).toBe(false);
    expect(isClientDisconnect(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});

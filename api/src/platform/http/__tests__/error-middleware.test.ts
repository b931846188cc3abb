import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import request from 'supertest';
import { AUTH_MESSAGES } from '../../../contract';
import { createLogger } from '../../logger';
import type { AppState } from '../app-state';
import { errorHandler } from '../error.middleware';

function capture(): { lines: string[]; write(line: string): void } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

/**
 * A write route: reads its body, sets 201, then (once `before` has settled) fails with `code`, the
 * way a reset database connection or a departed client fails.
 */
function writeRouteFailingWith(
  code: string,
  destination = capture(),
  before: (req: http.IncomingMessage) => Promise<void> = async () => undefined,
): http.Server {
  const app = new Koa<AppState>();
  app.use(errorHandler(createLogger('debug', destination)));
  app.use(async (ctx) => {
    for await (const chunk of ctx.req) void chunk;
    ctx.status = 201;
    await before(ctx.req);
    throw Object.assign(new Error(`read ${code}`), { code });
  });
  return http.createServer(app.callback());
}

describe('errorHandler and connection resets', () => {
  it.each(['ECONNRESET', 'EPIPE'])(
    'when the database connection fails with %s after the route set 201 and the client is still there, then 503 { message }, never the 201',
    async (code) => {
      const response = await request(writeRouteFailingWith(code))
        .post('/api/bookings')
        .send({ title: 'Solo - Clubhouse' });

      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.serviceUnavailable });
    },
  );

  it('when the client itself went away, then the reset is logged at debug level only, not as a failed request', async () => {
    const destination = capture();
    let failed: () => void = () => undefined;
    const routeFailed = new Promise<void>((resolve) => {
      failed = resolve;
    });
    const server = writeRouteFailingWith('ECONNRESET', destination, async (req) => {
      await new Promise<void>((resolve) => {
        if (req.socket.destroyed) resolve();
        else req.socket.once('close', () => resolve());
      });
      setImmediate(failed);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const client = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/bookings' });
    client.on('error', () => undefined);
    client.end('{}', () => setTimeout(() => client.destroy(), 50));
    await routeFailed;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const levels = destination.lines.map(
      (line) => (JSON.parse(line) as { level: number; msg: string }).level,
    );
    expect(destination.lines.join('')).toContain('client went away before the answer');
    expect(levels.every((level) => level <= 20)).toBe(true);
  });
});

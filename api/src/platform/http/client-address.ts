import net from 'node:net';
import type { AppMiddleware } from './app-state';

/** The longest textual IP address ('ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'). */
export const MAX_ADDRESS_LENGTH = 45;

/**
 * The client's address in an X-Forwarded-For header, or null when there is none to trust. Only the
 * right-most hop is the proxy's own word (the address it saw); everything left of it was written by
 * the client, so it is never read, however long. A hop that is no IP address is garbage.
 */
export function forwardedClientAddress(header: string): string | null {
  const hop = header.slice(header.lastIndexOf(',') + 1).trim();
  return hop.length <= MAX_ADDRESS_LENGTH && net.isIP(hop) !== 0 ? hop : null;
}

/**
 * Sets ctx.ip, which login throttling, rate limits, sessions and the audit trail key on, once per
 * request: behind a trusted proxy (TRUST_PROXY) the right-most X-Forwarded-For hop when it is an IP
 * address, otherwise the connection's own address. Koa would take the left-most hop, which the client
 * chooses, unchecked (a 4,000-character "address" reached a rate-limit key's index).
 */
export function clientAddress(trustProxy: boolean): AppMiddleware {
  return (ctx, next) => {
    const connectionAddress = ctx.req.socket.remoteAddress ?? '';
    const forwardedFor = trustProxy ? ctx.get('X-Forwarded-For') : '';
    ctx.request.ip = (forwardedFor && forwardedClientAddress(forwardedFor)) || connectionAddress;
    return next();
  };
}

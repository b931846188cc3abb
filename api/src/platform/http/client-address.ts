import net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AppMiddleware } from './app-state';

/** The longest textual IP address ('ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'). */
export const MAX_ADDRESS_LENGTH = 45;

/**
 * The client's address in an X-Forwarded-For header, or null when there is none to trust. Only the
 * right-most hop is the proxy's own word (the address it saw); everything left of it was written by
 * the client, so it is never read, however long. A hop that is no IP address is garbage.
 */
function forwardedClientAddress(header: string): string | null {
  const hop = header.slice(header.lastIndexOf(',') + 1).trim();
  return hop.length <= MAX_ADDRESS_LENGTH && net.isIP(hop) !== 0 ? hop : null;
}

/**
 * What every per-client limit counts a client by: an IPv4 address whole; an IPv6 address by its /64,
 * since one subscriber's network is at least a /64 and its hosts pick any of its 2^64 addresses at
 * will (a fresh address per request got around every per-address cap); an IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 peers) by its IPv4 address. Anything else
 * (no address at all) is kept as given.
 */
export function clientKeyOf(address: string): string {
  if (!net.isIPv6(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Sets ctx.ip, which login throttling, rate limits, sessions and the audit trail key on, once per
 * request: behind a trusted proxy (TRUST_PROXY) the right-most X-Forwarded-For hop when it is an IP
 * address, otherwise the connection's own address. Koa would take the left-most hop, which the client
 * chooses, unchecked (a 4,000-character "address" reached a rate-limit key's index). Limits count
 * the address by clientKeyOf(); the trail keeps it as it came.
 */
export function clientAddress(trustProxy: boolean): AppMiddleware {
  return (ctx, next) => {
    const connectionAddress = ctx.req.socket.remoteAddress ?? '';
    const forwardedFor = trustProxy ? ctx.get('X-Forwarded-For') : '';
    ctx.request.ip = (forwardedFor && forwardedClientAddress(forwardedFor)) || connectionAddress;
    return next();
  };
}

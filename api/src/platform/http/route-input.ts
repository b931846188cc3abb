import { NotFoundError } from '../errors';
import type { Actor, AppRouterContext } from './app-state';

/** Decimal digits only: Number() would also read '0x10', '1e1' and ' 16' as 16. */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;
/** The largest PostgreSQL integer: a larger id names no row (and must not reach the database). */
const MAX_ID = 2_147_483_647;

/** A path id that is not a positive decimal integer names nothing: 404, as for a missing row. */
export function idParam(value: string | undefined): number {
  if (value === undefined || !DECIMAL_ID.test(value)) throw new NotFoundError();
  const id = Number(value);
  if (id > MAX_ID) throw new NotFoundError();
  return id;
}

/** Where a request came from: what throttling and the audit trail record of it. */
export interface RequestClient {
  ip: string;
  userAgent: string | null;
}

/** Who writes and from where: what every audited write needs. */
export interface WriteContext {
  actor: Actor;
  client: RequestClient;
}

export function requestClientOf(ctx: AppRouterContext): RequestClient {
  return { ip: ctx.ip, userAgent: ctx.get('User-Agent') || null };
}

export function writeContextOf(ctx: AppRouterContext, actor: Actor): WriteContext {
  return { actor, client: requestClientOf(ctx) };
}

import { NotFoundError } from '../errors';
import type { Actor, AppRouterContext } from './app-state';

/** A path id that is not a positive integer names nothing: 404, as for a missing row. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return id;
}

/** Who writes and from where: what every audited write needs. */
export interface WriteContext {
  actor: Actor;
  ipAddress: string;
  userAgent: string | null;
}

export function writeContextOf(ctx: AppRouterContext, actor: Actor): WriteContext {
  return { actor, ipAddress: ctx.ip, userAgent: ctx.get('User-Agent') || null };
}

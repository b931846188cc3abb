import type { Actor, AppRouterContext } from '../../platform/http';

/** Who writes and from where: what every audited write of the org module needs. */
export interface WriteContext {
  actor: Actor;
  ipAddress: string;
  userAgent: string | null;
}

export function writeContextOf(ctx: AppRouterContext, actor: Actor): WriteContext {
  return { actor, ipAddress: ctx.ip, userAgent: ctx.get('User-Agent') || null };
}

/** Owners and super admins work across organizations; everyone else only in their own. */
export function seesEveryOrganization(actor: Actor): boolean {
  return actor.role === 'owner' || actor.role === 'super_admin';
}

import type { Role } from './roles';

/**
 * Who may open each signed-in screen (docs/PRODUCT.md section 2 route table, section 6 roles). The shell's guard
 * redirects with it, each remote shows its denied text with it, and the API can authorize with it.
 */
export const SCREEN_ROLES = {
  calendar: ['owner', 'super_admin', 'org_admin', 'user'],
  users: ['owner', 'super_admin', 'org_admin'],
  departments: ['owner', 'super_admin', 'org_admin'],
  performers: ['super_admin', 'owner'],
  admin: ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Screen = keyof typeof SCREEN_ROLES;

export function mayOpenScreen(screen: Screen, role: Role): boolean {
  return (SCREEN_ROLES[screen] as readonly Role[]).includes(role);
}

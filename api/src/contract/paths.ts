/** Paths of the API (SPEC.md section 7, DESIGN.md section 4). */
export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  register: '/api/auth/register',
  organizations: '/api/organizations',
  userPermissions: '/api/user-permissions',
  userByEmail: (email: string) => `/api/user-by-email/${encodeURIComponent(email)}`,
  remotesManifest: '/remotes.json',
} as const;

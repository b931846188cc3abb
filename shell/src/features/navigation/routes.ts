/** The shell's route table paths (docs/PRODUCT.md section 2). */
export const ROUTES = {
  publicSchedule: '/public',
  login: '/login',
  register: '/register',
  unauthorized: '/unauthorized',
  calendar: '/',
  users: '/users',
  departments: '/departments',
  performers: '/performers',
  admin: '/admin',
} as const;

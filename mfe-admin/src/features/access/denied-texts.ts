import type { Screen } from '@booking-portal/api/contract';

/** The denied texts of docs/PRODUCT.md section 2, one per admin screen, quoted exactly. */
export const DENIED_TEXTS = {
  users: 'This page is only accessible to administrators.',
  departments: 'You need admin privileges to access this page.',
  performers: 'Access denied. This page is only available to super admins and owners.',
  admin: 'This page is only available to the owner.',
} as const satisfies Partial<Record<Screen, string>>;

export type AdminScreen = keyof typeof DENIED_TEXTS;

import { mayOpenScreen, type Role, type Screen } from '@booking-portal/api/contract';
import { ROUTES } from './routes';

export interface NavItem {
  screen: Screen;
  path: string;
  label: string;
  /** Shown under 768 px (docs/PRODUCT.md section 2). */
  shortLabel: string;
  /** What the item opens, when the label alone does not say it. */
  description?: string;
}

const ALL_NAV_ITEMS: readonly NavItem[] = [
  { screen: 'calendar', path: ROUTES.calendar, label: 'Calendar', shortLabel: 'Cal' },
  { screen: 'users', path: ROUTES.users, label: 'Users', shortLabel: 'Users' },
  { screen: 'departments', path: ROUTES.departments, label: 'Departments', shortLabel: 'Dept' },
  { screen: 'performers', path: ROUTES.performers, label: 'Performers', shortLabel: 'Perf' },
  {
    screen: 'admin',
    path: ROUTES.admin,
    label: 'Admin',
    shortLabel: 'Admin',
    description: 'System Dashboard',
  },
];

/** The items a role may open, in the spec's order. */
export function navItemsFor(role: Role): NavItem[] {
  return ALL_NAV_ITEMS.filter((item) => mayOpenScreen(item.screen, role));
}

/** Plain users only have the calendar, so the bar is hidden for them. */
export function showsNavBar(role: Role): boolean {
  return navItemsFor(role).length > 1;
}

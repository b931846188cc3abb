/** The admin screens' access: each screen shown only to the roles that may open it, and its title. */
export { AdminScreen } from './admin-screen';
export { ScreenTitle } from './screen-title';

/** The unauthorized feature: the /unauthorized screen. */
export { UnauthorizedPage } from './components/unauthorized-page';

/** The navigation feature: the route table's paths and the main navigation bar. */
export { ROUTES } from './routes';
export { MainNav } from './main-nav';

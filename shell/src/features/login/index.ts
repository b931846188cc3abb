/** The login feature: the /login screen. */
export { LoginPage } from './components/login-page';

/** The register feature: the /register screen. */
export { RegisterPage } from './components/register-page';

/** The register-confirm feature: the /register/confirm page a registration mail's link opens. */
export { RegisterConfirmPage } from './components/register-confirm-page';

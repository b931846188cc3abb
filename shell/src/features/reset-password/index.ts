/** The reset-password feature: the /reset-password page a password-reset mail's link opens. */
export { ResetPasswordPage } from './components/reset-password-page';

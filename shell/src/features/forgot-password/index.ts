/** The forgot-password feature: the /forgot-password page that asks for a reset link. */
export { ForgotPasswordPage } from './components/forgot-password-page';

/** The login feature: the /login screen, and the sign-in building blocks the register screen reuses. */
export { LoginPage } from './components/login-page';
export { AuthScreen } from './components/auth-screen';
export { AuthForm, SubmitButton, SwitchScreenLine } from './components/auth-form-parts';
export { useSchemaValidation } from './form/use-schema-validation';
export { useDelayedNavigate } from './hooks/use-delayed-navigate';
export { useSubmissionGuard } from './hooks/use-submission-guard';
export { readServerError } from './server-error';
export { storeSignedInSession } from './store-signed-in-session';

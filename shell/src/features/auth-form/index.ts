/**
 * What the sign-in screens (login, register and the pages mailed links open) share: their frame with
 * the host's brand, the form's layout pieces, a boxed notice, the new-password fields and their rule,
 * schema validation, one submission at a time, the pause before leaving, the reading of a refused call,
 * and storing the session a sign-in answered with.
 */
export { AuthScreen } from './components/auth-screen';
export { AuthForm, SubmitButton, SwitchScreenLine } from './components/auth-form-parts';
export { AuthNotice } from './components/auth-notice';
export { NewPasswordFields } from './components/new-password-fields';
export { PasswordRequirements } from './components/password-requirements';
export { useNewPasswordForm } from './form/use-new-password-form';
export { useSchemaValidation } from './form/use-schema-validation';
export { REDIRECT_AFTER_SUCCESS_MS, useDelayedNavigate } from './hooks/use-delayed-navigate';
export { useSubmissionGuard } from './hooks/use-submission-guard';
export { readServerError } from './server-error';
export { storeSignedInSession } from './store-signed-in-session';

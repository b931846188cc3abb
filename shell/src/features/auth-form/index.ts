/**
 * What the sign-in screens (login and register) share: their frame with the host's brand, the form's
 * layout pieces, schema validation, one submission at a time, the pause before leaving, the reading of
 * a refused call, and storing the session a sign-in answered with.
 */
export { AuthScreen } from './components/auth-screen';
export { AuthForm, SubmitButton, SwitchScreenLine } from './components/auth-form-parts';
export { useSchemaValidation } from './form/use-schema-validation';
export { useDelayedNavigate } from './hooks/use-delayed-navigate';
export { useSubmissionGuard } from './hooks/use-submission-guard';
export { readServerError } from './server-error';
export { storeSignedInSession } from './store-signed-in-session';

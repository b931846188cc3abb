/**
 * What the pages opened from mailed links share: the token read from the fragment (and taken out of
 * the address bar) and the server's description of the link.
 */
export { useAccountLink } from './hooks/use-account-link';
export { useSignInThroughLink } from './hooks/use-sign-in-through-link';

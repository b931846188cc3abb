/**
 * What the pages opened from mailed links share: the token read from the fragment (and taken out of
 * the address bar) and the server's description of the link.
 */
export { useAccountLink, LINK_CHECK_FAILED, type AccountLinkState } from './hooks/use-account-link';
export { useLinkToken } from './hooks/use-link-token';
export {
  useSignInThroughLink,
  LINK_SUBMIT_FAILED,
  type SignInThroughLink,
} from './hooks/use-sign-in-through-link';

import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  ACCOUNT_LINK_MESSAGES,
  type AccountLinkDto,
  type AccountLinkPurpose,
} from '@booking-portal/api/contract';
import { readServerError } from '../../auth-form';
import { useDescribeAccountLinkQuery } from '../account-link.endpoints';
import { useLinkToken } from './use-link-token';

export type AccountLinkState =
  | { state: 'checking' }
  | { state: 'valid'; token: string; link: AccountLinkDto }
  /** Unknown, used, expired, for another page, or no token at all: the server's words when it gave some. */
  | { state: 'invalid'; message: string };

/** When the check itself could not be made (offline, server error): the link may still be good. */
const LINK_CHECK_FAILED = 'We could not check this link right now. Please try again in a moment.';

/**
 * The mailed link this page was opened with, as the server describes it. A link made for another
 * purpose (an invitation opened on the reset page) counts as invalid here.
 */
export function useAccountLink(purpose: AccountLinkPurpose): AccountLinkState {
  const token = useLinkToken();
  const { data, error, isLoading } = useDescribeAccountLinkQuery(token === null ? skipToken : { token }, {
    refetchOnFocus: false,
  });

  if (token === null) return { state: 'invalid', message: ACCOUNT_LINK_MESSAGES.linkInvalid };
  if (isLoading) return { state: 'checking' };
  if (data !== undefined) {
    return data.purpose === purpose
      ? { state: 'valid', token, link: data }
      : { state: 'invalid', message: ACCOUNT_LINK_MESSAGES.linkInvalid };
  }
  if (error !== undefined) {
    const { status, message } = readServerError(error);
    const refused = status !== null && status >= 400 && status < 500;
    return {
      state: 'invalid',
      message: refused ? (message ?? ACCOUNT_LINK_MESSAGES.linkInvalid) : LINK_CHECK_FAILED,
    };
  }
  return { state: 'checking' };
}

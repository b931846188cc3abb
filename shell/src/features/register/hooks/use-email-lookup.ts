import { skipToken } from '@reduxjs/toolkit/query/react';
import type { UserByEmailDto } from '@booking-portal/api/contract';
import { readServerError } from '../../auth-form';
import { useGetUserByEmailQuery } from '../register.endpoints';
import { useDebouncedValue } from './use-debounced-value';

/** What the server knows about the typed e-mail. */
export type EmailLookup =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; user: UserByEmailDto }
  | { state: 'not-found' }
  /** The lookup failed for another reason (throttled, offline): nothing can be said about the e-mail. */
  | { state: 'unavailable' };

/** Long enough that a typing person triggers one lookup, short enough to feel immediate. */
export const EMAIL_LOOKUP_DELAY_MS = 400;

/**
 * Looks the e-mail up on the server once it contains an @ and has stopped changing (docs/PRODUCT.md section 5),
 * for the chosen organization only: nothing is looked up before one is chosen, since what the lookup
 * says (the note, the department) depends on it.
 */
export function useEmailLookup(email: string, organizationId: number | null): EmailLookup {
  const typed = email.trim().toLowerCase();
  const settled = useDebouncedValue(typed, EMAIL_LOOKUP_DELAY_MS);
  const { currentData, error, isFetching } = useGetUserByEmailQuery(
    settled.includes('@') && organizationId !== null ? { email: settled, organizationId } : skipToken,
  );

  if (!typed.includes('@') || organizationId === null) return { state: 'idle' };
  if (typed !== settled || isFetching) return { state: 'checking' };
  if (currentData) return { state: 'found', user: currentData };
  if (error) return readServerError(error).status === 404 ? { state: 'not-found' } : { state: 'unavailable' };
  return { state: 'checking' };
}

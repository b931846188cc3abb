import { AUTH_MESSAGES } from '@booking-portal/api/contract';
import type { EmailLookup } from './hooks/use-email-lookup';
import type { RegisterRules } from './register-form.schema';

export interface LookupNote {
  text: string;
  tone: 'positive' | 'negative';
}

/** Shown when the lookup itself failed (throttled, offline), so a disabled button is not left unexplained. */
const LOOKUP_UNAVAILABLE_NOTE = 'Could not check this email right now. Please try again in a moment.';

/**
 * The recognition note under the e-mail (docs/PRODUCT.md section 5, Register). Provider staff are told whether
 * their e-mail is recognized (known and not yet registered); client staff are only told when their
 * e-mail is unknown, because for them a known e-mail shows as the filled-in department.
 */
export function lookupNote(lookup: EmailLookup, organization: RegisterRules): LookupNote | null {
  if (organization === 'none') return null;
  if (lookup.state === 'unavailable') return { text: LOOKUP_UNAVAILABLE_NOTE, tone: 'negative' };
  if (organization === 'provider') {
    if (lookup.state === 'found' && !lookup.user.isRegistered)
      return { text: 'Recognized', tone: 'positive' };
    if (lookup.state === 'found' || lookup.state === 'not-found')
      return { text: 'Not Recognized', tone: 'negative' };
    return null;
  }
  return lookup.state === 'not-found' ? { text: AUTH_MESSAGES.emailNotFound, tone: 'negative' } : null;
}

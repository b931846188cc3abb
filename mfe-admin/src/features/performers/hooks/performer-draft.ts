import { ValidationError } from 'yup';
import { ORG_MESSAGES, performerSchema, type PerformerDto } from '@booking-portal/api/contract';

/** What the add form and the inline editor collect. */
export interface PerformerDraft {
  name: string;
  instruments: string[];
  /** Where booking digests go; '' for none. */
  email: string;
  sendBookingNotices: boolean;
}

export const EMPTY_DRAFT: PerformerDraft = { name: '', instruments: [], email: '', sendBookingNotices: true };

/** The draft the inline editor starts from. */
export function draftOf(performer: PerformerDto): PerformerDraft {
  return {
    name: performer.name,
    instruments: performer.instruments,
    email: performer.email ?? '',
    sendBookingNotices: performer.sendBookingNotices,
  };
}

/** Where a draft's problem is shown: the e-mail's under its field, the others in a toast. */
export interface DraftProblem {
  field: 'email' | 'other';
  message: string;
}

/**
 * Why a draft cannot be saved, or null: first the manager screen's own rule (docs/PRODUCT.md section 5, a
 * non-empty name and at least one instrument), then the shared schema's limits (the e-mail by the
 * spec's e-mail rule).
 */
export function performerDraftProblem(draft: PerformerDraft): DraftProblem | null {
  const { name, instruments, email, sendBookingNotices } = draft;
  if (name.trim() === '' || instruments.length === 0)
    return { field: 'other', message: ORG_MESSAGES.performerFormIncomplete };
  try {
    performerSchema.validateSync({ name, instruments, email, sendBookingNotices });
    return null;
  } catch (error) {
    if (error instanceof ValidationError)
      return { field: error.path === 'email' ? 'email' : 'other', message: error.message };
    throw error;
  }
}

import { ValidationError } from 'yup';
import { ORG_MESSAGES, performerSchema } from '@booking-portal/api/contract';

/** What the add form and the inline editor collect. */
export interface PerformerDraft {
  name: string;
  instruments: string[];
}

/**
 * Why a draft cannot be saved, or null: first the manager screen's own rule (SPEC.md section 5, a
 * non-empty name and at least one instrument), then the shared schema's limits.
 */
export function performerDraftProblem({ name, instruments }: PerformerDraft): string | null {
  if (name.trim() === '' || instruments.length === 0) return ORG_MESSAGES.performerFormIncomplete;
  try {
    performerSchema.validateSync({ name, instruments });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

import type { ChangeSetDto } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import type { BookingHistoryEntry, ChangeSetRepository } from './change-sets.repository';

/** The most change sets a booking's History lists (its newest). */
const HISTORY_LIMIT = 100;

/**
 * Reads of change sets for the calendar's Undo (n), the activity log's expanded entry and a booking's
 * History. Only booking writers get here (owners and super admins, who work across organizations),
 * so any writer may read any change set: the activity log shows everyone's.
 */
export function createChangeSetReadService(deps: { changeSets: ChangeSetRepository }) {
  return {
    /** The actor's own change sets the Undo list offers. */
    undoable(actor: Actor): Promise<ChangeSetDto[]> {
      return deps.changeSets.listUndoable(actor.userId);
    },

    /** The change set with its items; 404 when there is none. */
    async find(id: number): Promise<ChangeSetDto> {
      const changeSet = await deps.changeSets.find(id);
      if (!changeSet) throw new NotFoundError();
      return changeSet;
    },

    /** Every change set that touched the booking (its newest HISTORY_LIMIT), newest first; none for an unknown id. */
    history(bookingId: number): Promise<BookingHistoryEntry[]> {
      return deps.changeSets.historyOf(bookingId, HISTORY_LIMIT);
    },
  };
}

export type ChangeSetReadService = ReturnType<typeof createChangeSetReadService>;

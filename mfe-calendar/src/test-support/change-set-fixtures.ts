import type {
  BookingSnapshotDto,
  ChangeSetDto,
  ChangeSetItemDto,
  ChangeSetResultDto,
  UndoRefusedBody,
} from '@booking-portal/api/contract';
import { fakeNetwork, type FakeAnswer } from '@booking-portal/shell/test-support';

let nextChangeSetId = 900;

/** A change set as GET /api/change-sets/undoable lists it: the owner's move of one booking. */
export function changeSet(overrides: Partial<ChangeSetDto> = {}): ChangeSetDto {
  nextChangeSetId += 1;
  return {
    id: nextChangeSetId,
    kind: 'move',
    action: 'booking_updated',
    itemCount: 1,
    userId: 10,
    email: 'owner@example.com',
    createdAt: '2026-11-21T09:30:00.000Z',
    undoneBy: null,
    undoOf: null,
    ...overrides,
  };
}

/** A booking's values as a change set keeps them: a pending solo at Lobby Bar, unless overridden. */
export function snapshot(overrides: Partial<BookingSnapshotDto> = {}): BookingSnapshotDto {
  return {
    title: 'Jazz night',
    date: '2026-11-12',
    time: '19:00',
    duration: 120,
    notes: null,
    department: 'Lobby Bar',
    ensemble: 'Solo',
    status: 'pending',
    organizationId: 1,
    performers: [],
    ...overrides,
  };
}

/** A booking's History entry: `changeSet` with the booking's one item. */
export function historyEntry(
  item: ChangeSetItemDto,
  overrides: Partial<ChangeSetDto> = {},
): ChangeSetDto & { items: ChangeSetItemDto[] } {
  return { ...changeSet(overrides), items: [item] };
}

/** The 201 of POST /api/change-sets/{id}/undo: the new 'undo' change set. */
function undoneAnswer(undone: ChangeSetDto): FakeAnswer {
  const body: ChangeSetResultDto = {
    dryRun: false,
    changeSet: changeSet({ kind: 'undo', itemCount: undone.itemCount, undoOf: undone.id }),
    message: 'Undone',
    items: [],
  };
  return { status: 201, body };
}

/** The 201 of an undo of only the untouched bookings: `undoneCount` of the change set's bookings undone. */
export function undoneOnly(undone: ChangeSetDto, undoneCount: number): FakeAnswer {
  const body: ChangeSetResultDto = {
    dryRun: false,
    changeSet: changeSet({ kind: 'undo', itemCount: undoneCount, undoOf: undone.id }),
    message: 'Undone',
    items: [],
  };
  return { status: 201, body };
}

/** The 409 of an undo refused because `touched` changed since. */
export function undoRefused(body: UndoRefusedBody): FakeAnswer {
  return { status: 409, body };
}

/**
 * A server's Undo list: GET /api/change-sets/undoable answers the current list (newest first), and
 * POST /api/change-sets/{id}/undo of a listed change set takes it off and answers 201, unless
 * `refuseUndo` says otherwise. `record` adds a change set as a write on the server would.
 */
export function answerUndoList(initial: ChangeSetDto[] = []) {
  let undoable = [...initial];
  let refuseUndo: ((id: number, body: Record<string, unknown>) => FakeAnswer | null) | null = null;
  fakeNetwork.on('GET', '/api/change-sets/undoable', () => ({ status: 200, body: undoable }));
  const answerUndoOf = (listed: ChangeSetDto) =>
    fakeNetwork.on('POST', `/api/change-sets/${listed.id}/undo`, (request) => {
      const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
      const refusal = refuseUndo?.(listed.id, body) ?? null;
      if (refusal !== null) return refusal;
      undoable = undoable.filter(({ id }) => id !== listed.id);
      return undoneAnswer(listed);
    });
  initial.forEach(answerUndoOf);
  return {
    record(written: ChangeSetDto) {
      undoable = [written, ...undoable];
      answerUndoOf(written);
    },
    /** Answers an undo with `answer` instead (return null to let it through). */
    refuseWith(answer: (id: number, body: Record<string, unknown>) => FakeAnswer | null) {
      refuseUndo = answer;
    },
  };
}

import type { BookingSnapshotDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { createChangeSetRepository } from '../change-sets.repository';
import { OWNER, PALM_COVE, userIdOf } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const snapshot = (status: BookingSnapshotDto['status']): BookingSnapshotDto => ({
  title: 'Jazz Night',
  date: '2026-12-01',
  time: '19:00',
  duration: 60,
  notes: null,
  department: 'Lobby',
  ensemble: 'Duo',
  status,
  organizationId: PALM_COVE,
  performers: [{ performerId: 1, instrument: 'Cello' }],
});

describe('change set repository', () => {
  it('records a change set with its items in one statement and reads them back in order', async () => {
    const repository = createChangeSetRepository(app().knex);
    const userId = await userIdOf(app(), OWNER);
    const recorded = await app().knex.transaction((trx) =>
      repository.record(
        trx,
        { kind: 'finalize', action: 'booking_updated', author: { userId, email: OWNER } },
        [
          { bookingId: 900_001, before: snapshot('pending'), after: snapshot('confirmed') },
          { bookingId: 900_002, before: null, after: snapshot('confirmed') },
        ],
      ),
    );
    expect(recorded).toMatchObject({ kind: 'finalize', itemCount: 2, userId, undoneBy: null, undoOf: null });
    expect(recorded.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const found = await repository.find(recorded.id);
    expect(found?.items).toEqual([
      { bookingId: 900_001, before: snapshot('pending'), after: snapshot('confirmed') },
      { bookingId: 900_002, before: null, after: snapshot('confirmed') },
    ]);
    expect((await repository.listUndoable(userId)).map(({ id }) => id)).toContain(recorded.id);

    const undo = await app().knex.transaction((trx) =>
      repository.record(
        trx,
        { kind: 'undo', action: 'booking_updated', author: { userId, email: OWNER }, undoOf: recorded.id },
        [{ bookingId: 900_001, before: snapshot('confirmed'), after: snapshot('pending') }],
      ),
    );
    expect((await repository.find(recorded.id))?.undoneBy).toBe(undo.id);
    const undoable = (await repository.listUndoable(userId)).map(({ id }) => id);
    expect(undoable).not.toContain(recorded.id);
    expect(undoable).not.toContain(undo.id);
    expect((await repository.historyOf(900_001, 50)).map(({ id }) => id)).toEqual([undo.id, recorded.id]);
  });
});

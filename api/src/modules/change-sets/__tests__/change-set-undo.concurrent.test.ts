import { API_PATHS, CHANGE_SET_MESSAGES, type ChangeSetResultDto } from '../../../contract';
import { signIn } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import {
  OWNER,
  PALM_COVE,
  SUPER_ADMIN,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';
import { changeSetsOfBookings } from '../../../test-support/change-set-fixtures';
import { storedSnapshotOf } from '../../../test-support/change-set-undo-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** PGlite is one connection, so requests never truly run at once there: this needs a PostgreSQL server. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('undos and edits at the same time', () => {
  const app = provideTestApp({ seed: true });

  const post = (path: string, cookie: string, body: object) =>
    app().http().post(path).set('Origin', TEST_ORIGIN).set('Cookie', cookie).send(body);

  /** A booking the owner moved to 21:00 (PATCH /api/bookings/{id}), and the move's change set. */
  async function movedBooking(
    date: string,
    performerId: number,
    owner: string,
  ): Promise<{ id: number; moved: number }> {
    const id = await storeBooking(app(), {
      title: 'Solo - Raced',
      date,
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      ensemble: 'Solo',
      performers: [{ performerId, instrument: 'violin' }],
    });
    const move = await app()
      .http()
      .patch(API_PATHS.booking(id))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', owner)
      .send({ time: '21:00' });
    expect(move.status).toBe(200);
    const [moved] = await changeSetsOfBookings(app(), [id]);
    expect(moved?.kind).toBe('move');
    return { id, moved: moved?.id ?? 0 };
  }

  it('when the owner sends two undos of one change set at once, then exactly one undoes it and the other answers already undone', async () => {
    const violin = await performerIdOf(app(), 'Sofia Marquez');
    const owner = await signIn(app(), OWNER);
    for (let round = 0; round < 5; round += 1) {
      const { id, moved } = await movedBooking(`2039-01-${String(round + 10)}`, violin, owner);

      const answers = await Promise.all([
        post(API_PATHS.changeSetUndo(moved), owner, {}),
        post(API_PATHS.changeSetUndo(moved), owner, {}),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      const refused = answers.find((answer) => answer.status === 400);
      expect(refused?.body).toEqual({ message: CHANGE_SET_MESSAGES.alreadyUndone });
      expect((await storedSnapshotOf(app().knex, id))?.time).toBe('19:00');
      const undos = await app().knex('booking_change_sets').count({ count: '*' }).where({ undoOf: moved });
      expect(Number(undos[0]?.count)).toBe(1);
    }
  });

  it('when the owner undoes a move while the super admin edits the booking, then they never deadlock: the undo goes first, or it is refused naming the booking', async () => {
    const violin = await performerIdOf(app(), 'Sofia Marquez');
    const owner = await signIn(app(), OWNER);
    const admin = await signIn(app(), SUPER_ADMIN);
    for (let round = 0; round < 5; round += 1) {
      const { id, moved } = await movedBooking(`2039-02-${String(round + 10)}`, violin, owner);

      const [undo, edit] = await Promise.all([
        post(API_PATHS.changeSetUndo(moved), owner, {}),
        app()
          .http()
          .patch(API_PATHS.booking(id))
          .set('Origin', TEST_ORIGIN)
          .set('Cookie', admin)
          .send({ duration: 90 }),
      ]);

      expect(edit.status).toBe(200);
      expect([201, 409]).toContain(undo.status);
      const stored = await storedSnapshotOf(app().knex, id);
      expect(stored?.duration).toBe(90);
      if (undo.status === 201) {
        expect((undo.body as ChangeSetResultDto).changeSet?.undoOf).toBe(moved);
        expect(stored?.time).toBe('19:00');
      } else {
        expect(undo.body).toMatchObject({ touched: [{ bookingId: id, title: 'Solo - Raced' }] });
        expect(stored?.time).toBe('21:00');
      }
    }
  });
});

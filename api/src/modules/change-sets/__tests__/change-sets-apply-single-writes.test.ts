import { API_PATHS, type BookingWriteDto, type ChangeSetKind } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { OWNER, PALM_COVE, auditRowsOf, performerIdOf } from '../../../test-support/booking-fixtures';
import { changeSetsOfBookings } from '../../../test-support/change-set-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

async function created(date: string, overrides: Record<string, unknown> = {}): Promise<BookingWriteDto> {
  const response = await write('post', API_PATHS.bookings, await as(OWNER)).send({
    title: 'Solo - Lobby Bar',
    date,
    time: '19:00',
    duration: 60,
    department: 'Lobby Bar',
    ensemble: 'Solo',
    organizationId: PALM_COVE,
    status: 'pending',
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`booking not created: ${response.status} ${response.text}`);
  return response.body as BookingWriteDto;
}

/** The booking's change sets, oldest first, each with the audit row that names it. */
async function historyOf(bookingId: number) {
  const changeSets = await changeSetsOfBookings(app(), [bookingId]);
  const audits = await auditRowsOf(app(), 'booking', bookingId);
  return { changeSets, audits };
}

describe('the single writes: each is a change set of one item with its one audit row', () => {
  it('when a booking is created, then a create change set holds it and its audit row names the change set', async () => {
    const cello = await performerIdOf(app(), 'Daniel Kim');
    const booking = await created('2039-02-01', {
      performerData: JSON.stringify([{ performerId: cello, instrument: 'cello' }]),
    });

    const { changeSets, audits } = await historyOf(booking.id);

    expect(changeSets).toEqual([
      expect.objectContaining({
        kind: 'create',
        action: 'booking_created',
        itemCount: 1,
        email: OWNER,
        items: [
          {
            bookingId: booking.id,
            before: null,
            after: expect.objectContaining({
              date: '2039-02-01',
              status: 'pending',
              performers: [{ performerId: cello, instrument: 'cello' }],
            }),
          },
        ],
      }),
    ]);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'booking_created',
        details: expect.objectContaining({
          changeSet: { id: changeSets[0]?.id, kind: 'create', itemCount: 1 },
        }),
      }),
    ]);
  });

  it("when a booking's notes hold the text that stands for the change set's id in the audit row, then they are kept as written", async () => {
    const notes = 'Bring "<id of the row written>" and \\"<id of the row written>"';
    const booking = await created('2039-02-09', { notes });

    const { changeSets, audits } = await historyOf(booking.id);

    expect(audits[0]?.details).toMatchObject({
      new: { notes },
      changeSet: { id: changeSets[0]?.id, kind: 'create', itemCount: 1 },
    });
  });

  it.each([
    ['a new date', { date: '2039-02-03' }, 'move'],
    ['a new date and start', { date: '2039-02-04', time: '20:30' }, 'move'],
    ['confirmed', { status: 'confirmed' }, 'finalize'],
    ['a new title', { title: 'Solo - Late' }, 'edit'],
    ['a new date and a new title', { date: '2039-02-05', title: 'Solo - Moved' }, 'edit'],
  ] as const)(
    'when a booking is given %s, then its change set is a %s and its audit row names it',
    async (_case, changes, kind: ChangeSetKind) => {
      const booking = await created('2039-02-02');

      const response = await write('patch', API_PATHS.booking(booking.id), await as(OWNER)).send(changes);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: booking.id, ...changes, conflicts: [] });
      const { changeSets, audits } = await historyOf(booking.id);
      expect(changeSets.map((changeSet) => [changeSet.kind, changeSet.itemCount])).toEqual([
        ['create', 1],
        [kind, 1],
      ]);
      expect(changeSets[1]?.items[0]?.after).toMatchObject(changes);
      expect(audits.map((row) => row.action)).toEqual(['booking_created', 'booking_updated']);
      expect(audits[1]?.details).toEqual({
        old: expect.any(Object),
        new: changes,
        changeSet: { id: changeSets[1]?.id, kind, itemCount: 1 },
      });
    },
  );

  it('when a confirmed booking is made pending, then its change set is a make_pending', async () => {
    const booking = await created('2039-02-06', { status: 'confirmed' });

    const response = await write('patch', API_PATHS.booking(booking.id), await as(OWNER)).send({
      status: 'pending',
    });

    expect(response.status).toBe(200);
    expect((await historyOf(booking.id)).changeSets.map((changeSet) => changeSet.kind)).toEqual([
      'create',
      'make_pending',
    ]);
  });

  it('when old and new values are too long for an audit row, then it names the changed fields and its change set holds the values', async () => {
    const booking = await created('2039-02-07', { notes: 'a'.repeat(1000) });

    const response = await write('patch', API_PATHS.booking(booking.id), await as(OWNER)).send({
      notes: 'b'.repeat(1000),
    });

    expect(response.status).toBe(200);
    const { changeSets, audits } = await historyOf(booking.id);
    const edit = changeSets.at(-1);
    expect(edit?.kind).toBe('edit');
    expect(audits.at(-1)?.details).toEqual({
      fields: ['notes'],
      changeSet: { id: edit?.id, kind: 'edit', itemCount: 1 },
    });
    const stored = await app()
      .knex('booking_change_set_items')
      .first('before', 'after')
      .where({ changeSetId: edit?.id });
    expect(JSON.stringify(stored)).toContain('b'.repeat(1000));
  });

  it('when an edit changes nothing, then no change set and no audit row', async () => {
    const booking = await created('2039-02-07');

    const response = await write('patch', API_PATHS.booking(booking.id), await as(OWNER)).send({
      title: 'Solo - Lobby Bar',
    });

    expect(response.status).toBe(200);
    const { changeSets, audits } = await historyOf(booking.id);
    expect(changeSets).toHaveLength(1);
    expect(audits).toHaveLength(1);
  });

  it('when a booking is deleted, then 204 and a delete change set holds what it was', async () => {
    const booking = await created('2039-02-08');

    const response = await write('delete', API_PATHS.booking(booking.id), await as(OWNER));

    expect(response.status).toBe(204);
    const { changeSets, audits } = await historyOf(booking.id);
    expect(changeSets[1]).toMatchObject({
      kind: 'delete',
      action: 'booking_deleted',
      items: [
        { bookingId: booking.id, before: expect.objectContaining({ date: '2039-02-08' }), after: null },
      ],
    });
    expect(audits.map((row) => row.action)).toEqual(['booking_created', 'booking_deleted']);
    expect(audits[1]?.details).toMatchObject({ changeSet: { id: changeSets[1]?.id, kind: 'delete' } });
  });
});

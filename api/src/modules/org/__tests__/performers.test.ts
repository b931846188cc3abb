import {
  API_PATHS,
  AUTH_MESSAGES,
  ORG_VALIDATION_MESSAGES as V,
  PROVIDER_ORGANIZATION_ID,
  type PerformerDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const { as, write } = actingAs(app);

/** A performer's contact fields when none were given: no address, the switch on. */
const NO_NOTICES = { email: null, sendBookingNotices: true };

async function createPerformer(name: string, instruments: string[]): Promise<PerformerDto> {
  const response = await write('post', API_PATHS.performers, await as('owner@encore.test')).send({
    name,
    instruments,
  });
  if (response.status !== 201) throw new Error(`performer ${name} not created: ${response.text}`);
  return response.body as PerformerDto;
}

async function auditDetails(action: string, resourceId: number): Promise<unknown[]> {
  const rows: { details: string | null; resource: string }[] = await app()
    .knex('audit_logs')
    .select('details', 'resource')
    .where({ action, resourceId: String(resourceId), resource: 'performer' });
  return rows.map((row) => JSON.parse(row.details ?? 'null') as unknown);
}

describe('GET /api/performers', () => {
  it("when a signed-in user asks for organization 2, then the provider's performers come sorted by name", async () => {
    const response = await app()
      .http()
      .get(`${API_PATHS.performers}?organizationId=${PROVIDER_ORGANIZATION_ID}`)
      .set('Cookie', await as('lobby@palmcove.test'));

    expect(response.status).toBe(200);
    const performers = response.body as PerformerDto[];
    expect(performers.length).toBeGreaterThanOrEqual(12);
    const names = performers.map((performer) => performer.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(performers.find((performer) => performer.name === 'Daniel Kim')).toMatchObject({
      instruments: ['cello'],
      bio: 'Cellist for quartets and solo dinners.',
      organizationId: PROVIDER_ORGANIZATION_ID,
    });
  });

  it('when nobody is signed in, then 401', async () => {
    const response = await app().http().get(API_PATHS.performers);

    expect(response.status).toBe(401);
  });
});

describe('POST /api/performers', () => {
  it('when a super admin adds one, then 201, it belongs to organization 2 and an audit row holds the new values', async () => {
    const response = await write('post', API_PATHS.performers, await as('admin@encore.test')).send({
      name: ' Nora Blake ',
      instruments: ['harp', 'vocals'],
      bio: null,
      profilePicture: null,
      organizationId: 2,
    });

    expect(response.status).toBe(201);
    const created = response.body as PerformerDto;
    expect(created).toMatchObject({
      name: 'Nora Blake',
      instruments: ['harp', 'vocals'],
      bio: null,
      profilePicture: null,
      organizationId: PROVIDER_ORGANIZATION_ID,
    });
    expect(await auditDetails('performer_created', created.id)).toEqual([
      {
        new: {
          name: 'Nora Blake',
          instruments: ['harp', 'vocals'],
          profilePicture: null,
          bio: null,
          ...NO_NOTICES,
        },
      },
    ]);
  });

  it('when the instruments are missing, more than 10, or the bio is too long, then 400 with the spec texts', async () => {
    const cookie = await as('owner@encore.test');

    const none = await write('post', API_PATHS.performers, cookie).send({
      name: 'Solo Act',
      instruments: [],
    });
    const tooMany = await write('post', API_PATHS.performers, cookie).send({
      name: 'One Man Band',
      instruments: Array.from({ length: 11 }, (_, index) => `instrument ${index}`),
      bio: 'b'.repeat(501),
    });
    const blankInstrument = await write('post', API_PATHS.performers, cookie).send({
      name: 'Quiet Act',
      instruments: ['  ', 'x'.repeat(51)],
    });

    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: V.instrumentsRequired,
      errors: [{ path: 'instruments', message: 'At least one instrument is required' }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      message: V.instrumentsTooMany,
      errors: [
        { path: 'instruments', message: 'Cannot have more than 10 instruments' },
        { path: 'bio', message: 'Bio must be less than 500 characters' },
      ],
    });
    expect(blankInstrument.status).toBe(400);
    expect(blankInstrument.body).toMatchObject({
      errors: [
        { path: 'instruments[0]', message: 'Instrument name cannot be empty' },
        { path: 'instruments[1]', message: 'Instrument name must be less than 50 characters' },
      ],
    });
    expect(await app().knex('performers').whereIn('name', ['Solo Act', 'One Man Band', 'Quiet Act'])).toEqual(
      [],
    );
  });

  it('when an org admin tries, then 403 and nothing is created', async () => {
    const response = await write('post', API_PATHS.performers, await as('manager@palmcove.test')).send({
      name: 'Unwanted Act',
      instruments: ['piano'],
    });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect(await app().knex('performers').where({ name: 'Unwanted Act' })).toEqual([]);
  });
});

describe("a performer's e-mail and 'send booking notices'", () => {
  it('when the owner adds one with an e-mail, then it is stored trimmed and lowercased with notices on, and an audit row holds both', async () => {
    const response = await write('post', API_PATHS.performers, await as('owner@encore.test')).send({
      name: 'Mae Rivers',
      instruments: ['vocals'],
      email: '  Mae.Rivers@Example.TEST ',
    });

    expect(response.status).toBe(201);
    const created = response.body as PerformerDto;
    expect(created).toMatchObject({ email: 'mae.rivers@example.test', sendBookingNotices: true });
    expect(
      await app().knex('performers').first('email', 'sendBookingNotices').where({ id: created.id }),
    ).toEqual({
      email: 'mae.rivers@example.test',
      sendBookingNotices: true,
    });
    expect(await auditDetails('performer_created', created.id)).toEqual([
      {
        new: {
          name: 'Mae Rivers',
          instruments: ['vocals'],
          profilePicture: null,
          bio: null,
          email: 'mae.rivers@example.test',
          sendBookingNotices: true,
        },
      },
    ]);
  });

  it("when the e-mail is not valid or longer than 255, then 400 naming email with the spec's texts and nothing is stored", async () => {
    const cookie = await as('owner@encore.test');

    const invalid = await write('post', API_PATHS.performers, cookie).send({
      name: 'Bad Mail Act',
      instruments: ['piano'],
      email: 'not-an-address',
    });
    const tooLong = await write('post', API_PATHS.performers, cookie).send({
      name: 'Long Mail Act',
      instruments: ['piano'],
      email: `${'a'.repeat(250)}@example.test`,
    });
    const notText = await write('post', API_PATHS.performers, cookie).send({
      name: 'Number Mail Act',
      instruments: ['piano'],
      email: ['x@example.test'],
    });

    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: 'Must be a valid email address',
      errors: [{ path: 'email', message: 'Must be a valid email address' }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'email', message: 'Email must be less than 255 characters' },
      ]) as unknown,
    });
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ errors: [{ path: 'email' }] });
    expect(
      await app().knex('performers').whereIn('name', ['Bad Mail Act', 'Long Mail Act', 'Number Mail Act']),
    ).toEqual([]);
  });

  it('when the owner turns notices off and clears the e-mail, then both are stored; a switch that is not true or false is 400 naming it', async () => {
    const performer = await createPerformer('Lou Finch', ['trumpet']);
    const cookie = await as('owner@encore.test');
    await write('patch', API_PATHS.performer(performer.id), cookie).send({ email: 'lou@example.test' });

    const off = await write('patch', API_PATHS.performer(performer.id), cookie).send({
      email: '',
      sendBookingNotices: false,
    });
    const wrong = await write('patch', API_PATHS.performer(performer.id), cookie).send({
      sendBookingNotices: 'sometimes',
    });

    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ email: null, sendBookingNotices: false });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: V.sendBookingNoticesBoolean,
      errors: [{ path: 'sendBookingNotices', message: 'Send booking notices must be true or false' }],
    });
    expect(
      await app().knex('performers').first('email', 'sendBookingNotices').where({ id: performer.id }),
    ).toEqual({
      email: null,
      sendBookingNotices: false,
    });
  });

  it('when a user or an org admin lists performers, then no e-mail is shown; the owner sees it', async () => {
    const performer = await createPerformer('Pia Crane', ['flute']);
    await write('patch', API_PATHS.performer(performer.id), await as('owner@encore.test')).send({
      email: 'pia@example.test',
    });
    const listedTo = async (email: string): Promise<PerformerDto | undefined> => {
      const response = await app()
        .http()
        .get(API_PATHS.performers)
        .set('Cookie', await as(email));
      return (response.body as PerformerDto[]).find((entry) => entry.id === performer.id);
    };

    expect(await listedTo('owner@encore.test')).toMatchObject({ email: 'pia@example.test' });
    expect(await listedTo('admin@encore.test')).toMatchObject({ email: 'pia@example.test' });
    expect(await listedTo('manager@palmcove.test')).toMatchObject({ email: null, sendBookingNotices: true });
    expect(await listedTo('lobby@palmcove.test')).toMatchObject({ email: null });
  });
});

describe('PATCH /api/performers/{id}', () => {
  it('when the owner edits name and instruments, then 200 with the new values and an audit row with old and new', async () => {
    const performer = await createPerformer('Eli Stone', ['guitar']);

    const response = await write(
      'patch',
      API_PATHS.performer(performer.id),
      await as('owner@encore.test'),
    ).send({
      name: 'Eli Stone Trio',
      instruments: ['guitar', 'drums'],
      organizationId: 3,
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: performer.id,
      name: 'Eli Stone Trio',
      instruments: ['guitar', 'drums'],
      organizationId: PROVIDER_ORGANIZATION_ID,
    });
    expect(await auditDetails('performer_updated', performer.id)).toEqual([
      {
        old: { name: 'Eli Stone', instruments: ['guitar'], profilePicture: null, bio: null, ...NO_NOTICES },
        new: {
          name: 'Eli Stone Trio',
          instruments: ['guitar', 'drums'],
          profilePicture: null,
          bio: null,
          ...NO_NOTICES,
        },
      },
    ]);
  });

  it('when the instruments list is emptied, then 400 and nothing changes', async () => {
    const performer = await createPerformer('Ivy Lane', ['violin']);

    const response = await write(
      'patch',
      API_PATHS.performer(performer.id),
      await as('owner@encore.test'),
    ).send({
      instruments: [],
    });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: V.instrumentsRequired });
    expect(await app().knex('performers').first('instruments').where({ id: performer.id })).toEqual({
      instruments: ['violin'],
    });
  });

  it('when an org admin tries, then 403 and nothing changes', async () => {
    const performer = await createPerformer('Otto Bell', ['drums']);

    const response = await write(
      'patch',
      API_PATHS.performer(performer.id),
      await as('manager@cypresshills.test'),
    ).send({
      name: 'Hijacked',
    });

    expect(response.status).toBe(403);
    expect(await app().knex('performers').first('name').where({ id: performer.id })).toEqual({
      name: 'Otto Bell',
    });
  });

  it('when the performer does not exist, then 404', async () => {
    const response = await write('patch', API_PATHS.performer(987654), await as('owner@encore.test')).send({
      name: 'Ghost',
    });

    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/performers/{id}', () => {
  it('when the owner deletes a booked performer, then 204, its booking_performers rows go and an audit row is written', async () => {
    const performer = await createPerformer('Zed Harper', ['saxophone']);
    const [booking]: { id: number }[] = await app()
      .knex('bookings')
      .insert({
        title: 'Solo - DUSK',
        date: '2031-02-01',
        time: '20:00',
        duration: 90,
        department: 'DUSK',
        organizationId: 1,
      })
      .returning('id');
    await app()
      .knex('booking_performers')
      .insert({ bookingId: booking?.id, performerId: performer.id, instrument: 'saxophone' });

    const response = await write('delete', API_PATHS.performer(performer.id), await as('owner@encore.test'));

    expect(response.status).toBe(204);
    expect(await app().knex('performers').where({ id: performer.id })).toEqual([]);
    expect(await app().knex('booking_performers').where({ performerId: performer.id })).toEqual([]);
    expect(await app().knex('bookings').where({ id: booking?.id })).toHaveLength(1);
    expect(await auditDetails('performer_deleted', performer.id)).toEqual([
      {
        old: {
          name: 'Zed Harper',
          instruments: ['saxophone'],
          profilePicture: null,
          bio: null,
          ...NO_NOTICES,
        },
      },
    ]);
  });

  it('when a plain user tries, then 403 and the performer stays', async () => {
    const performer = await createPerformer('Kai Moon', ['keytar']);

    const response = await write(
      'delete',
      API_PATHS.performer(performer.id),
      await as('lobby@palmcove.test'),
    );

    expect(response.status).toBe(403);
    expect(await app().knex('performers').where({ id: performer.id })).toHaveLength(1);
  });
});

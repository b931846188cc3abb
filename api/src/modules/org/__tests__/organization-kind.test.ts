import type { Knex } from 'knex';
import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES,
  isProviderOrganization,
  PROVIDER_ORGANIZATION_ID,
  type ManagedUserDto,
  type OrganizationDto,
  type PerformerDto,
  type SessionDto,
} from '../../../contract';
import { ModuleMigrationSource } from '../../../platform/db';
import { actingAs, signIn } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const KIND_MIGRATION = '20250601001600_org_organization_kind';
const MAGNOLIA = 4;

async function kindsById(knex: Knex): Promise<Record<number, string>> {
  const rows: { id: number; kind: string }[] = await knex('organizations').select('id', 'kind').orderBy('id');
  return Object.fromEntries(rows.map((row) => [row.id, row.kind]));
}

describe('the organization kind migration', () => {
  const testDatabase = provideTestDatabase();

  it('when it runs on a database holding organization 2, then 2 becomes the provider and the others clients', async () => {
    const { knex } = testDatabase().database;
    const migrations = { migrationSource: new ModuleMigrationSource(), name: KIND_MIGRATION };
    await knex.migrate.down(migrations);
    await knex('organizations').insert([1, 2, 3].map((id) => ({ id, name: `Org ${id}`, slug: `org-${id}` })));

    await knex.migrate.up(migrations);

    expect(await kindsById(knex)).toEqual({ 1: 'client', 2: 'provider', 3: 'client' });
  });

  it('when a second organization is made the provider, then the database refuses it', async () => {
    const { knex } = testDatabase().database;

    await expect(knex('organizations').update({ kind: 'provider' }).where({ id: 3 })).rejects.toThrow();
    await expect(
      knex('organizations').insert({ name: 'Second Provider', slug: 'second-provider', kind: 'provider' }),
    ).rejects.toThrow();
    await expect(knex('organizations').update({ kind: 'agency' }).where({ id: 1 })).rejects.toThrow();
    expect(await kindsById(knex)).toEqual({ 1: 'client', 2: 'provider', 3: 'client' });
  });
});

describe('the provider is the organization whose stored kind says so', () => {
  const app = provideTestApp({ seed: true });
  const { as, write } = actingAs(app);

  /** A user without any admin permission, able to sign in with the demo password. */
  async function addMember(email: string, organizationId: number): Promise<void> {
    const knex = app().knex;
    const demo: { passwordHash: string } | undefined = await knex('users')
      .first('passwordHash')
      .where({ email: 'lobby@palmcove.test' });
    await knex('users').insert({
      username: email.replace(/[@.]/g, '-'),
      email,
      organizationId,
      passwordHash: demo?.passwordHash,
      firebaseUid: `kind-test-${email}`,
    });
  }

  async function listedRole(email: string, organizationId: number): Promise<string | undefined> {
    const response = await app()
      .http()
      .get(`${API_PATHS.users}?organizationId=${organizationId}`)
      .set('Cookie', await as('owner@encore.test'));
    expect(response.status).toBe(200);
    return (response.body as ManagedUserDto[]).find((user) => user.email === email)?.role;
  }

  async function sessionRole(cookie: string): Promise<string> {
    const response = await app().http().get(API_PATHS.session).set('Cookie', cookie);
    expect(response.status).toBe(200);
    return (response.body as SessionDto).role;
  }

  /**
   * Makes `organizationId` the provider and every other organization a client, in one transaction (the
   * test file's database is its own and dropped after it).
   */
  async function makeProvider(organizationId: number): Promise<void> {
    await app().knex.transaction(async (trx) => {
      await trx('organizations').update({ kind: 'client' }).whereNot({ id: organizationId });
      await trx('organizations').update({ kind: 'provider' }).where({ id: organizationId });
    });
  }

  it('when the provider kind moves from organization 2 to another, then the super-admin role, bookability and the performers move with it', async () => {
    await addMember('member@encore.test', PROVIDER_ORGANIZATION_ID);
    await addMember('member@magnolia.test', MAGNOLIA);
    const magnoliaMember = await signIn(app(), 'member@magnolia.test');
    expect(await listedRole('member@encore.test', PROVIDER_ORGANIZATION_ID)).toBe('super_admin');
    expect(await listedRole('member@magnolia.test', MAGNOLIA)).toBe('user');
    expect(await sessionRole(magnoliaMember)).toBe('user');

    await makeProvider(MAGNOLIA);

    // Organization 2 is a client now: its member without a permission is a plain user.
    expect(await listedRole('member@encore.test', PROVIDER_ORGANIZATION_ID)).toBe('user');
    expect(await listedRole('member@magnolia.test', MAGNOLIA)).toBe('super_admin');
    expect(await sessionRole(magnoliaMember)).toBe('super_admin');
    expect(await sessionRole(await signIn(app(), 'member@encore.test'))).toBe('user');

    // The summaries carry the stored kind: the organizations list and the session's organization.
    const organizations = await app().http().get(API_PATHS.organizations);
    expect(organizations.status).toBe(200);
    const providers = (organizations.body as OrganizationDto[]).filter(isProviderOrganization);
    expect(providers.map(({ id }) => id)).toEqual([MAGNOLIA]);
    const magnoliaSession = await app().http().get(API_PATHS.session).set('Cookie', magnoliaMember);
    expect((magnoliaSession.body as SessionDto).organization).toMatchObject({
      id: MAGNOLIA,
      kind: 'provider',
    });

    const owner = await as('owner@encore.test');
    const booking = {
      title: 'Solo - Event',
      date: '2036-02-10',
      time: '19:00',
      duration: 60,
      department: null,
      ensemble: 'Solo',
      status: 'confirmed',
      userId: '',
      notes: null,
      performerData: null,
    };
    const atProvider = await write('post', API_PATHS.bookings, owner).send({
      ...booking,
      organizationId: MAGNOLIA,
    });
    expect(atProvider.status).toBe(400);
    expect(atProvider.body).toMatchObject({
      errors: [{ path: 'organizationId', message: BOOKING_ERROR_MESSAGES.organizationNotBookable }],
    });
    const atFormerProvider = await write('post', API_PATHS.bookings, owner).send({
      ...booking,
      organizationId: PROVIDER_ORGANIZATION_ID,
    });
    expect(atFormerProvider.status).toBe(201);
    expect((await app().http().get(API_PATHS.bookingPolicy(MAGNOLIA)).set('Cookie', owner)).status).toBe(404);

    // The performers stay with organization 2, which is no longer the provider: none of them is bookable,
    // and a new performer goes to the provider.
    const performers = await app().http().get(API_PATHS.performers).set('Cookie', owner);
    expect(performers.status).toBe(200);
    expect(performers.body).toEqual([]);
    const created = await write('post', API_PATHS.performers, owner).send({
      name: 'Kind Test',
      instruments: ['harp'],
    });
    expect(created.status).toBe(201);
    expect((created.body as PerformerDto).organizationId).toBe(MAGNOLIA);
    const toFormerProvider = await write('post', API_PATHS.performers, owner).send({
      name: 'Kind Test Two',
      instruments: ['harp'],
      organizationId: PROVIDER_ORGANIZATION_ID,
    });
    expect(toFormerProvider.status).toBe(400);
  });
});

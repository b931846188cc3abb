import type { Knex } from 'knex';
import { INSTRUMENTS, PROVIDER_ORGANIZATION_ID, PUBLIC_VENUE_COLORS } from '../../contract';
import { DepartmentModel } from './department.model';
import { OrganizationModel } from './organization.model';
import { PerformerModel } from './performer.model';

/** docs/ARCHITECTURE.md section 5: fixed ids, the provider is 2. */
const DEMO_ORGANIZATIONS = [
  { id: 1, name: 'Palm Cove Beach Resort', slug: 'palm-cove', domains: ['palmcove.test'], kind: 'client' },
  {
    id: PROVIDER_ORGANIZATION_ID,
    name: 'Encore Music Entertainment',
    slug: 'encore-music',
    domains: ['encore.test'],
    kind: 'provider',
  },
  {
    id: 3,
    name: 'Cypress Hills Country Club',
    slug: 'cypress-hills',
    domains: ['cypresshills.test'],
    kind: 'client',
  },
  { id: 4, name: 'Magnolia Country Club', slug: 'magnolia', domains: ['magnolia.test'], kind: 'client' },
] as const;

const DEMO_DEPARTMENTS: Readonly<Record<number, readonly { name: string; color: string | null }[]>> = {
  1: Object.entries(PUBLIC_VENUE_COLORS).map(([name, color]) => ({ name, color })),
  3: [
    { name: 'Clubhouse', color: '#a7c7e7' },
    { name: 'Grill Room', color: '#f4c2a1' },
    { name: 'Pool Deck', color: '#b5ead7' },
    { name: 'Ballroom', color: '#e2c2f0' },
  ],
  4: [
    { name: 'Main Dining', color: '#ffdac1' },
    { name: 'Terrace', color: '#c7ceea' },
    { name: 'Ballroom', color: null },
  ],
};

/** At least 12 performers of the provider, together covering every instrument choice. */
const DEMO_PERFORMERS: readonly {
  name: string;
  instruments: readonly (typeof INSTRUMENTS)[number][];
  bio: string;
}[] = [
  {
    name: 'Sofia Marquez',
    instruments: ['electric violin', 'violin', 'electric violin + vocals'],
    bio: 'Electric violinist blending pop covers with classical lines.',
  },
  {
    name: 'James Whitfield',
    instruments: ['piano', 'keyboard', 'keys + vocals'],
    bio: 'Lounge pianist with a deep jazz standards book.',
  },
  {
    name: 'Isabella Chen',
    instruments: ['harp', 'electro acoustic harp'],
    bio: 'Concert harpist for dinners and ceremonies.',
  },
  {
    name: 'Marcus Reed',
    instruments: ['guitar', 'electric guitar', 'vocals'],
    bio: 'Singer-songwriter covering soul and classic rock.',
  },
  {
    name: 'Leilani Kahale',
    instruments: ['ukulele', 'vocals'],
    bio: 'Island classics on ukulele, poolside favourite.',
  },
  { name: 'Andre Baptiste', instruments: ['saxophone'], bio: 'Smooth and Latin jazz saxophone.' },
  {
    name: 'Tommy Okafor',
    instruments: ['drums', 'tropical percussion'],
    bio: 'Drummer and percussionist for trios and bands.',
  },
  { name: 'Elena Novak', instruments: ['vibraphone'], bio: 'Vibraphone for cocktail hours.' },
  {
    name: 'Desmond Clarke',
    instruments: ['steel drums', 'tropical percussion'],
    bio: 'Caribbean steel pan, from calypso to pop.',
  },
  {
    name: 'Ava Sinclair',
    instruments: ['vocals', 'microphone'],
    bio: 'Vocalist: Motown, bossa nova and modern pop.',
  },
  {
    name: 'Ryan Patel',
    instruments: ['keytar', 'keyboard'],
    bio: 'Eighties hits on keytar for late-night sets.',
  },
  { name: 'Clara Hoffmann', instruments: ['viola', 'violin'], bio: 'Violist of the resort string quartet.' },
  { name: 'Daniel Kim', instruments: ['cello'], bio: 'Cellist for quartets and solo dinners.' },
  {
    name: 'Nina Alvarez',
    instruments: ['DJ', 'sound engineer'],
    bio: 'DJ and sound engineer for club nights.',
  },
  {
    name: 'Lucas Ferreira',
    instruments: ['guitar', 'ukulele'],
    bio: 'Acoustic guitar: bossa nova and flamenco.',
  },
  {
    name: 'Maya Thompson',
    instruments: ['keys + vocals', 'piano', 'vocals'],
    bio: 'Piano vocalist for lobby evenings.',
  },
];

export interface SeededOrganizations {
  /** The client organizations (not the provider) with their departments' names. */
  clientDepartments: ReadonlyMap<number, readonly string[]>;
  performers: readonly { id: number; instruments: readonly string[] }[];
}

/** Inserts the four organizations, their departments and the provider's performers. */
export async function seedOrgDemoData(trx: Knex.Transaction): Promise<SeededOrganizations> {
  await OrganizationModel.query(trx).insert(
    DEMO_ORGANIZATIONS.map((organization) => ({ ...organization, domains: [...organization.domains] })),
  );
  // Ids were given explicitly: move the sequence past them so later inserts do not collide.
  await trx.raw(
    `select setval(pg_get_serial_sequence('organizations', 'id'), (select max(id) from organizations))`,
  );

  const clientDepartments = new Map<number, string[]>();
  for (const [organizationId, departments] of Object.entries(DEMO_DEPARTMENTS)) {
    await DepartmentModel.query(trx).insert(
      departments.map((department) => ({ ...department, organizationId: Number(organizationId) })),
    );
    clientDepartments.set(
      Number(organizationId),
      departments.map((department) => department.name),
    );
  }

  const performers = await PerformerModel.query(trx).insert(
    DEMO_PERFORMERS.map((performer) => ({
      name: performer.name,
      instruments: [...performer.instruments],
      bio: performer.bio,
      organizationId: PROVIDER_ORGANIZATION_ID,
    })),
  );
  return {
    clientDepartments,
    performers: performers.map((performer) => ({ id: performer.id, instruments: performer.instruments })),
  };
}

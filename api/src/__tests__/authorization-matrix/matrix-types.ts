import type { TestApp } from '../../test-support/test-app';

/** The five callers of the matrix, in the column order of every row. */
export const ACTORS = ['anonymous', 'user', 'org_admin', 'super_admin', 'owner'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'anonymous'>;

/** The demo accounts behind the actors (docs/ARCHITECTURE.md section 5): user and org admin of Palm Cove, provider staff. */
export const ACTOR_EMAILS: Readonly<Record<SignedInActor, string>> = {
  user: 'lobby@palmcove.test',
  org_admin: 'manager@palmcove.test',
  super_admin: 'admin@encore.test',
  owner: 'owner@encore.test',
};

/** Expected statuses, one per actor in ACTORS order: [anonymous, user, org_admin, super_admin, owner]. */
export type Outcomes = readonly [number, number, number, number, number];

/**
 * Where a route's target lives. 'own' is Palm Cove (organization 1), the organization of the user
 * and org admin actors; 'other' is Cypress Hills (organization 3), another tenant. Owners and super
 * admins belong to the provider (organization 2) and work across every client organization.
 */
export type Scope = 'own' | 'other';

export interface DepartmentRef {
  id: number;
  name: string;
}

/** The standing fixtures of one client organization. */
export interface TenantFixture {
  scope: Scope;
  organizationId: number;
  /** Written into the names and e-mails of this tenant's matrix fixtures. */
  marker: string;
  /** Two departments, the first one the target of department reads and edits. */
  departments: readonly [DepartmentRef, DepartmentRef, ...DepartmentRef[]];
  /** A booking read, edited and duplicated by the rows. */
  bookingId: number;
  /** A registered user who is none of the actors. */
  colleague: { id: number; email: string };
}

export interface MatrixWorld {
  tenants: Record<Scope, TenantFixture>;
  /** A performer of the provider organization, edited by the performer rows. */
  performerId: number;
}

export interface MatrixRequest {
  /** The route's path with its parameters filled in. */
  path: string;
  query?: Record<string, string>;
  body?: object;
  /** Headers a route reads its credential from instead of the session (a performer page's Bearer token). */
  headers?: Record<string, string>;
  /** An event stream, open until the client leaves: its answer is read up to its first event, then closed. */
  endless?: true;
}

export interface Arranged {
  request: MatrixRequest;
  /** The target's own state where it lives outside the tenant tables, compared around a refused call. */
  watch?: () => Promise<unknown>;
}

interface ArrangeContext {
  app: TestApp;
  world: MatrixWorld;
  /** The tenant the target lives in (for rows without a tenant target: 'own', unused). */
  tenant: TenantFixture;
  actor: ActorName;
  /** The standing session cookie of a signed-in actor (for set-up calls through the API). */
  cookieOf(actor: SignedInActor): string;
}

interface RowBase {
  /** Builds a valid request with a real target (fresh where the call consumes it). */
  arrange(context: ArrangeContext): Promise<Arranged>;
  /** The call ends or replaces the caller's session: it is made with a session of its own. */
  ownSession?: true;
}

/** A route whose target belongs to a tenant: one outcome per actor for each tenant. */
export interface TenantRow extends RowBase {
  own: Outcomes;
  other: Outcomes;
}

/** A route without a tenant target: one outcome per actor. */
interface FlatRow extends RowBase {
  any: Outcomes;
}

export type MatrixRow = TenantRow | FlatRow;

/** Keyed by 'METHOD path' exactly as the router lists the route. */
export type MatrixTable = Readonly<Record<string, MatrixRow>>;

export function isTenantRow(row: MatrixRow): row is TenantRow {
  return 'own' in row;
}

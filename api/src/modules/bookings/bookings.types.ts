import type { BookingFieldsDto, OrganizationKind, OrganizationSummary, PerformerDto } from '../../contract';

/** One performer of a booking as stored in booking_performers: who plays, on what. */
export interface PerformerRef {
  performerId: number;
  instrument: string;
}

/** The columns of a booking a write may set: the contract's one list of a booking's fields. */
export type BookingFields = BookingFieldsDto;

/** A stored booking with its performers in the order they were entered. */
export interface BookingRecord extends BookingFields {
  id: number;
  userId: number | null;
  organizationId: number | null;
  createdAt: string;
  updatedAt: string;
  performers: PerformerRef[];
}

/** An organization with the IANA time zone its bookings' wall-clock times are in. */
export interface OrganizationZone {
  id: number;
  name: string;
  timeZone: string;
}

/** A department (venue) of an organization. */
interface DepartmentRef {
  id: number;
  name: string;
  organizationId: number;
}

/** An organization with its kind and the names of its departments. */
interface OrganizationDepartments {
  id: number;
  kind: OrganizationKind;
  departmentNames: string[];
}

/**
 * What the bookings module asks the org module (its facade satisfies it): organizations, their
 * kinds, departments and time zones, and the provider's performers.
 */
export interface OrganizationDirectory {
  /** Whether the organization is the provider or a client; null when there is no such organization. */
  findOrganizationKind(id: number): Promise<OrganizationKind | null>;
  listDepartmentNames(organizationId: number): Promise<string[]>;
  /** The organization (null when there is none) with its kind and department names, in one statement. */
  findOrganizationDepartments(id: number): Promise<OrganizationDepartments | null>;
  /** Performers of any organization (a stored booking's, for display). */
  findPerformersByIds(ids: readonly number[]): Promise<PerformerDto[]>;
  /** The provider's performers among the ids: the only ones a booking may be given. */
  findProviderPerformersByIds(ids: readonly number[]): Promise<PerformerDto[]>;
  findOrganizationBySlug(slug: string): Promise<OrganizationZone | null>;
  findOrganizationsByIds(ids: readonly number[]): Promise<OrganizationZone[]>;
  /** The organization's name and slug (the CSV export's file name); null when there is none. */
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  findDepartment(id: number): Promise<DepartmentRef | null>;
}

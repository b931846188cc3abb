import type { BookingStatus, Ensemble, OrganizationSummary, PerformerDto } from '../../contract';

/** One performer of a booking as stored in booking_performers: who plays, on what. */
export interface PerformerRef {
  performerId: number;
  instrument: string;
}

/** The columns of a booking a write may set. */
export interface BookingFields {
  title: string;
  date: string;
  time: string;
  duration: number;
  notes: string | null;
  department: string | null;
  ensemble: Ensemble | null;
  status: BookingStatus;
}

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
export interface DepartmentRef {
  id: number;
  name: string;
  organizationId: number;
}

/** An organization with the names of its departments. */
export interface OrganizationDepartments {
  id: number;
  departmentNames: string[];
}

/**
 * What the bookings module asks the org module (its facade satisfies it): organizations, their
 * departments and time zones, and the provider's performers.
 */
export interface OrganizationDirectory {
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  listDepartmentNames(organizationId: number): Promise<string[]>;
  /** The organization (null when there is none) with its department names, in one statement. */
  findOrganizationDepartments(id: number): Promise<OrganizationDepartments | null>;
  findPerformersByIds(ids: readonly number[]): Promise<PerformerDto[]>;
  findOrganizationBySlug(slug: string): Promise<OrganizationZone | null>;
  findOrganizationsByIds(ids: readonly number[]): Promise<OrganizationZone[]>;
  findDepartment(id: number): Promise<DepartmentRef | null>;
}

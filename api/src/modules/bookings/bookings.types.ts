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

/**
 * What the bookings module asks the org module (its facade satisfies it): organizations, their
 * department names and the provider's performers.
 */
export interface OrganizationDirectory {
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  listDepartmentNames(organizationId: number): Promise<string[]>;
  findPerformersByIds(ids: readonly number[]): Promise<PerformerDto[]>;
}

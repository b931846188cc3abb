import type { PerformerDto } from '../../contract';
import { entityTagOf } from '../../platform/http';

/**
 * A department's tag: its stored fields a writer edits (name, colour) with what names it (id,
 * organization). Never its bookings' or users' counts, which move with every booking written under it,
 * nor updatedAt, which a save of the same fields moves without changing anything the writer saw.
 */
export function departmentTagOf(department: {
  id: number;
  organizationId: number;
  name: string;
  color: string | null;
}): string {
  const { id, organizationId, name, color } = department;
  return entityTagOf({ id, organizationId, name, color });
}

/**
 * A performer's tag: their stored fields as the reader was served them (the address is null for those
 * who do not manage performers, so their tag never stands for one and never matches a write's).
 */
export function performerTagOf(performer: PerformerDto): string {
  const { id, organizationId, name, instruments, profilePicture, bio, email, sendBookingNotices } = performer;
  return entityTagOf({
    id,
    organizationId,
    name,
    instruments,
    profilePicture,
    bio,
    email,
    sendBookingNotices,
  });
}

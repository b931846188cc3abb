import type { PerformerDto } from '@booking-portal/api/contract';
import { DEMO_ORGANIZATIONS } from './sessions';

/** A performer as GET /api/performers answers it: every performer belongs to the provider organization. */
export function performerDto(id: number, name: string, instruments: string[]): PerformerDto {
  return {
    id,
    name,
    instruments,
    profilePicture: null,
    bio: null,
    organizationId: DEMO_ORGANIZATIONS.encore.id,
    email: null,
    sendBookingNotices: true,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

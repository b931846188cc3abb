import type { PerformerDto } from '@booking-portal/api/contract';

/** GET /api/performers of the provider organization, where every performer lives. */
export const PERFORMERS = '/api/performers?organizationId=2';

export function performer(id: number, name: string, instruments: string[]): PerformerDto {
  return {
    id,
    name,
    instruments,
    profilePicture: null,
    bio: null,
    organizationId: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

export const ANA = performer(1, 'Ana Strings', ['electric violin', 'violin']);
export const BEN = performer(2, 'Ben Keys', ['piano']);

import { performerDto } from '@booking-portal/shell/test-support';

/** GET /api/performers of the demo provider (Encore, id 2 in the demo organizations), where every performer lives. */
export const PERFORMERS = '/api/performers?organizationId=2';

export const performer = performerDto;

export const ANA = performer(1, 'Ana Strings', ['electric violin', 'violin']);
export const BEN = performer(2, 'Ben Keys', ['piano']);

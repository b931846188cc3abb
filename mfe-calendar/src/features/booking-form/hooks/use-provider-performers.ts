import { useMemo } from 'react';
import { PROVIDER_ORGANIZATION_ID, type BookingPerformerDto } from '@booking-portal/api/contract';
import { performerOptionsWith, type PerformerOption } from '../performer-picks';
import { useListBookingPerformersQuery } from '../../bookings';

export interface ProviderPerformers {
  /** The provider's performers with their instruments, plus the booking's own that the list no longer holds. */
  performers: PerformerOption[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * The performers a booking can be given. Performers belong to the provider, whichever organization the
 * booking is for, so every dialog that assigns them asks for the provider's (docs/PRODUCT.md section 7: the
 * booking form always asks for organization 2).
 */
export function useProviderPerformers(own: readonly BookingPerformerDto[]): ProviderPerformers {
  const { data, isLoading, isError } = useListBookingPerformersQuery(PROVIDER_ORGANIZATION_ID);
  const performers = useMemo(() => performerOptionsWith(data ?? [], own), [data, own]);
  return { performers, isLoading, isError };
}

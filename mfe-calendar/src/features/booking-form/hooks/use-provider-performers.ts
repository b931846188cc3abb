import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { BookingPerformerDto } from '@booking-portal/api/contract';
import { performerOptionsWith, type PerformerOption } from '../performer-picks';
import { useListBookingPerformersQuery, useProviderOrganization } from '../../bookings';

export interface ProviderPerformers {
  /** The provider's performers with their instruments, plus the booking's own that the list no longer holds. */
  performers: PerformerOption[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * The performers a booking can be given. Performers belong to the provider, whichever organization the
 * booking is for, so every dialog that assigns them asks for the provider's (docs/PRODUCT.md section 7), the
 * organization of kind 'provider'; they are read once it is known.
 */
export function useProviderPerformers(own: readonly BookingPerformerDto[]): ProviderPerformers {
  const provider = useProviderOrganization();
  const read = useListBookingPerformersQuery(provider.organization?.id ?? skipToken);
  const performers = useMemo(() => performerOptionsWith(read.data ?? [], own), [read.data, own]);
  return {
    performers,
    isLoading: provider.isLoading || read.isLoading,
    isError: provider.isError || read.isError,
  };
}

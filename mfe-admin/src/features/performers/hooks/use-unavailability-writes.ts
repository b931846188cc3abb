import { useCallback, useMemo } from 'react';
import { AVAILABILITY_MESSAGES, type PerformerUnavailabilityInput } from '@booking-portal/api/contract';
import type { VersionedWrite } from '@booking-portal/shell/runtime';
import { useRefusableWrite } from '../../form-parts';
import {
  useAddPerformerUnavailabilityMutation,
  useRemovePerformerUnavailabilityMutation,
} from '../unavailability.endpoints';
import { UNAVAILABILITY_TEXTS } from '../unavailability-texts';

/** Adding and removing one performer's unavailable periods, with their toasts (the server's message preferred). */
export function useUnavailabilityWrites(performerId: number) {
  const runWrite = useRefusableWrite();
  const [addPeriod] = useAddPerformerUnavailabilityMutation();
  const [removePeriod] = useRemovePerformerUnavailabilityMutation();

  const add = useCallback(
    (period: PerformerUnavailabilityInput) =>
      runWrite(() => addPeriod({ performerId, period }).unwrap(), {
        success: AVAILABILITY_MESSAGES.unavailabilityAdded,
        failure: UNAVAILABILITY_TEXTS.addFailed,
        preferServerMessage: true,
      }),
    [runWrite, addPeriod, performerId],
  );

  const remove = useCallback(
    (periodId: number, write: VersionedWrite) =>
      runWrite(() => removePeriod({ performerId, periodId, ifMatch: write.ifMatch }).unwrap(), {
        success: AVAILABILITY_MESSAGES.unavailabilityRemoved,
        failure: UNAVAILABILITY_TEXTS.removeFailed,
        preferServerMessage: true,
        onStaleWrite: write.onStaleWrite,
      }),
    [runWrite, removePeriod, performerId],
  );

  return useMemo(() => ({ add, remove }), [add, remove]);
}

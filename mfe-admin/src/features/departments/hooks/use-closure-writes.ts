import { useCallback, useMemo } from 'react';
import { AVAILABILITY_MESSAGES, type VenueClosureInput } from '@booking-portal/api/contract';
import type { VersionedWrite } from '@booking-portal/shell/runtime';
import { useRefusableWrite } from '../../form-parts';
import { CLOSURE_TEXTS } from '../closure-texts';
import { useAddClosureMutation, useRemoveClosureMutation } from '../closures.endpoints';

/** Adding and removing an organization's closures, with their toasts (the server's message preferred). */
export function useClosureWrites(organizationId: number) {
  const runWrite = useRefusableWrite();
  const [addClosure] = useAddClosureMutation();
  const [removeClosure] = useRemoveClosureMutation();

  const add = useCallback(
    (closure: VenueClosureInput) =>
      runWrite(() => addClosure({ organizationId, closure }).unwrap(), {
        success: AVAILABILITY_MESSAGES.closureAdded,
        failure: CLOSURE_TEXTS.addFailed,
        preferServerMessage: true,
      }),
    [runWrite, addClosure, organizationId],
  );

  const remove = useCallback(
    async (closureId: number, write: VersionedWrite) => {
      const outcome = await runWrite(
        () => removeClosure({ organizationId, closureId, ifMatch: write.ifMatch }).unwrap(),
        {
          success: AVAILABILITY_MESSAGES.closureRemoved,
          failure: CLOSURE_TEXTS.removeFailed,
          preferServerMessage: true,
          onStaleWrite: write.onStaleWrite,
        },
      );
      return outcome.saved;
    },
    [runWrite, removeClosure, organizationId],
  );

  return useMemo(() => ({ add, remove }), [add, remove]);
}

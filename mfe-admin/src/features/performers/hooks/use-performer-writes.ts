import { useCallback, useMemo } from 'react';
import { ORG_MESSAGES, type PerformerDto } from '@booking-portal/api/contract';
import { useWriteFeedback, type VersionedWrite } from '@booking-portal/shell/runtime';
import {
  useCreatePerformerMutation,
  useDeletePerformerMutation,
  useUpdatePerformerMutation,
} from '../performers.endpoints';
import type { PerformerDraft } from './performer-draft';

/**
 * The Performer Manager's writes with the fixed toasts of docs/PRODUCT.md section 8; new performers join
 * `organizationId`, the provider's.
 */
export function usePerformerWrites(organizationId: number) {
  const runWrite = useWriteFeedback();
  const [createPerformer] = useCreatePerformerMutation();
  const [updatePerformer] = useUpdatePerformerMutation();
  const [deletePerformer] = useDeletePerformerMutation();

  const create = useCallback(
    ({ name, instruments, email, sendBookingNotices }: PerformerDraft) =>
      runWrite(
        () =>
          createPerformer({
            name,
            instruments,
            bio: null,
            profilePicture: null,
            organizationId,
            email: email === '' ? null : email,
            sendBookingNotices,
          }).unwrap(),
        {
          success: ORG_MESSAGES.performerAdded,
          failure: ORG_MESSAGES.addPerformerFailed,
          preferServerMessage: false,
        },
      ),
    [runWrite, createPerformer, organizationId],
  );

  const update = useCallback(
    (
      performer: PerformerDto,
      { name, instruments, email, sendBookingNotices }: PerformerDraft,
      write: VersionedWrite,
    ) =>
      runWrite(
        () =>
          updatePerformer({
            id: performer.id,
            changes: { name, instruments, email: email === '' ? null : email, sendBookingNotices },
            ifMatch: write.ifMatch,
          }).unwrap(),
        {
          success: ORG_MESSAGES.performerUpdated,
          failure: ORG_MESSAGES.updatePerformerFailed,
          preferServerMessage: false,
          onStaleWrite: write.onStaleWrite,
        },
      ),
    [runWrite, updatePerformer],
  );

  const remove = useCallback(
    (performer: PerformerDto) =>
      runWrite(() => deletePerformer(performer.id).unwrap(), {
        success: ORG_MESSAGES.performerDeleted,
        failure: ORG_MESSAGES.deletePerformerFailed,
        preferServerMessage: false,
      }),
    [runWrite, deletePerformer],
  );

  return useMemo(() => ({ create, update, remove }), [create, update, remove]);
}

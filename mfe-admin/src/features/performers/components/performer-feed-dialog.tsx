import type { PerformerDto } from '@booking-portal/api/contract';
import { useLinkReset } from '../hooks/use-link-reset';
import { FEED_TEXTS } from '../performer-feed-texts';
import { useGetPerformerFeedLinkQuery, useResetPerformerFeedLinkMutation } from '../performers.endpoints';
import { SecretLinkDialog } from './secret-link-dialog';

export interface PerformerFeedDialogProps {
  performer: PerformerDto;
  onClose: () => void;
}

/** The owner's view of one performer's private calendar feed link. */
export function PerformerFeedDialog({ performer, onClose }: PerformerFeedDialogProps) {
  const link = useGetPerformerFeedLinkQuery(performer.id, { refetchOnMountOrArgChange: true });
  const [resetFeedLink, { isLoading }] = useResetPerformerFeedLinkMutation();
  const reset = useLinkReset(resetFeedLink, FEED_TEXTS);

  return (
    <SecretLinkDialog
      texts={FEED_TEXTS}
      about={FEED_TEXTS.about(performer.name)}
      link={link}
      makeLink={(hadLink) => reset(performer.id, hadLink)}
      isSaving={isLoading}
      onClose={onClose}
    />
  );
}

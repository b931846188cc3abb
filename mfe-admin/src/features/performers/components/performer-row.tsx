import { useState } from 'react';
import styled from 'styled-components';
import { API_PATHS, type PerformerDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, type VersionedWrite } from '@booking-portal/shell/runtime';
import { draftOf, type PerformerDraft } from '../hooks/performer-draft';
import { FEED_TEXTS } from '../performer-feed-texts';
import { PAGE_TEXTS } from '../performer-page-texts';
import { UNAVAILABILITY_TEXTS } from '../unavailability-texts';
import { PerformerFeedDialog } from './performer-feed-dialog';
import { PerformerForm } from './performer-form';
import { PerformerPageDialog } from './performer-page-dialog';
import { UnavailabilityDialog } from './unavailability-dialog';

const Item = styled.li`
  padding: 1rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  &:last-child {
    border-bottom: 0;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;

  h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** Where the performer's booking notices go, or why none do. */
function noticeLine(performer: PerformerDto): string {
  if (performer.email === null) return 'No e-mail: no booking notices';
  return performer.sendBookingNotices
    ? `Booking notices to ${performer.email}`
    : `${performer.email} (booking notices off)`;
}

export interface PerformerRowProps {
  performer: PerformerDto;
  onUpdate: (performer: PerformerDto, draft: PerformerDraft, write: VersionedWrite) => Promise<boolean>;
  onDelete: (performer: PerformerDto) => Promise<boolean>;
  /** Owners only: the private calendar feed and page links (the API refuses everyone else anyway). */
  mayManageLinks: boolean;
}

/** The row's dialog that is open, if any. */
type RowDialog = 'unavailability' | 'page' | 'feed' | 'delete' | null;

/**
 * One performer: name and instruments, edited in place, deleted after a confirmation, and their
 * unavailable periods; for the owner, also their page and calendar feed links.
 */
export function PerformerRow({ performer, onUpdate, onDelete, mayManageLinks }: PerformerRowProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [dialog, setDialog] = useState<RowDialog>(null);
  const closeDialog = () => setDialog(null);

  if (isEditing) {
    return (
      <Item aria-label={`Editing ${performer.name}`}>
        <PerformerForm
          nameLabel="Performer Name"
          initialDraft={draftOf(performer)}
          entityUrl={API_PATHS.performer(performer.id)}
          submitLabel="Save"
          onSubmit={(draft, write) => onUpdate(performer, draft, write)}
          onSaved={() => setIsEditing(false)}
          extraActions={
            <Button $variant="secondary" onClick={() => setIsEditing(false)}>
              Cancel
            </Button>
          }
        />
      </Item>
    );
  }

  return (
    <Item>
      <Summary>
        <div>
          <h3>{performer.name}</h3>
          <p>{performer.instruments.join(', ')}</p>
          <p>{noticeLine(performer)}</p>
        </div>
        <Actions>
          <Button
            $variant="secondary"
            $size="small"
            aria-label={UNAVAILABILITY_TEXTS.rowActionLabel(performer.name)}
            onClick={() => setDialog('unavailability')}
          >
            {UNAVAILABILITY_TEXTS.rowAction}
          </Button>
          {mayManageLinks && (
            <>
              <Button
                $variant="secondary"
                $size="small"
                aria-label={PAGE_TEXTS.rowActionLabel(performer.name)}
                onClick={() => setDialog('page')}
              >
                {PAGE_TEXTS.rowAction}
              </Button>
              <Button
                $variant="secondary"
                $size="small"
                aria-label={FEED_TEXTS.rowActionLabel(performer.name)}
                onClick={() => setDialog('feed')}
              >
                {FEED_TEXTS.rowAction}
              </Button>
            </>
          )}
          <Button
            $variant="secondary"
            $size="small"
            aria-label={`Edit ${performer.name}`}
            onClick={() => setIsEditing(true)}
          >
            Edit
          </Button>
          <Button
            $variant="destructive"
            $size="small"
            aria-label={`Delete ${performer.name}`}
            onClick={() => setDialog('delete')}
          >
            Delete
          </Button>
        </Actions>
      </Summary>
      {dialog === 'delete' && (
        <Dialog title="Delete Performer" onClose={closeDialog}>
          <p>{`Are you sure you want to delete "${performer.name}"? They will be removed from their bookings.`}</p>
          <DialogActions>
            <Button $variant="secondary" onClick={closeDialog}>
              Cancel
            </Button>
            <Button
              $variant="destructive"
              onClick={() => {
                closeDialog();
                void onDelete(performer);
              }}
            >
              Delete Performer
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {dialog === 'unavailability' && <UnavailabilityDialog performer={performer} onClose={closeDialog} />}
      {dialog === 'page' && <PerformerPageDialog performer={performer} onClose={closeDialog} />}
      {dialog === 'feed' && <PerformerFeedDialog performer={performer} onClose={closeDialog} />}
    </Item>
  );
}

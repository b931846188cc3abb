import { useState } from 'react';
import styled from 'styled-components';
import type { PerformerDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import { draftOf, type PerformerDraft } from '../hooks/performer-draft';
import { FEED_TEXTS } from '../performer-feed-texts';
import { PerformerFeedDialog } from './performer-feed-dialog';
import { PerformerForm } from './performer-form';

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
  onUpdate: (performer: PerformerDto, draft: PerformerDraft) => Promise<boolean>;
  onDelete: (performer: PerformerDto) => Promise<boolean>;
  /** Owners only: the private calendar feed link (the API refuses everyone else anyway). */
  mayManageFeed: boolean;
}

/**
 * One performer: name and instruments, edited in place, deleted after a confirmation; for the owner,
 * also its calendar feed link.
 */
export function PerformerRow({ performer, onUpdate, onDelete, mayManageFeed }: PerformerRowProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isFeedOpen, setIsFeedOpen] = useState(false);

  if (isEditing) {
    return (
      <Item aria-label={`Editing ${performer.name}`}>
        <PerformerForm
          nameLabel="Performer Name"
          initialDraft={draftOf(performer)}
          submitLabel="Save"
          onSubmit={(draft) => onUpdate(performer, draft)}
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
          {mayManageFeed && (
            <Button
              $variant="secondary"
              $size="small"
              aria-label={FEED_TEXTS.rowActionLabel(performer.name)}
              onClick={() => setIsFeedOpen(true)}
            >
              {FEED_TEXTS.rowAction}
            </Button>
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
            onClick={() => setIsConfirmingDelete(true)}
          >
            Delete
          </Button>
        </Actions>
      </Summary>
      {isConfirmingDelete && (
        <Dialog title="Delete Performer" onClose={() => setIsConfirmingDelete(false)}>
          <p>{`Are you sure you want to delete "${performer.name}"? They will be removed from their bookings.`}</p>
          <DialogActions>
            <Button $variant="secondary" onClick={() => setIsConfirmingDelete(false)}>
              Cancel
            </Button>
            <Button
              $variant="destructive"
              onClick={() => {
                setIsConfirmingDelete(false);
                void onDelete(performer);
              }}
            >
              Delete Performer
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {isFeedOpen && <PerformerFeedDialog performer={performer} onClose={() => setIsFeedOpen(false)} />}
    </Item>
  );
}
